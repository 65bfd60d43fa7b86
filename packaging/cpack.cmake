# CPack's settings for the Debian package, read by include(CPack) in the top
# CMakeLists.txt: `cpack -G DEB` in the build directory makes
# quatre_<version>_<arch>.deb with what `cmake --install` installs, under /usr.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME quatre)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT "Quatre developers <dev@quatre.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "four-in-a-row board games: Connect Four, Quarto and 4Mation")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The summary is CPACK_PACKAGE_DESCRIPTION_SUMMARY; this is the long description.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
"Quatre plays three four-in-a-row games against people or the computer:
Connect Four on any board from 4x4 to 10x10, Quarto, where the opponent
chooses the piece to place, and 4Mation, where every cube goes next to the
last one. Its computer players range from random moves to perfect play,
and two of them can play a demo match.
.
The package holds the game window (quatre) and the command-line tool
(quatre-cli), which plays, analyses and benchmarks games in a terminal.")
# dpkg-shlibdeps sees the libraries the programs link; the SVG plugins (icons
# and pieces) are loaded at run time, so they are named here.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6")
# Directories in the package as Debian wants them whatever the umask.
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
