// Light and dark: the colour scheme of the whole program. Qt 6.4 cannot ask
// the desktop for its scheme (QStyleHints::colorScheme() is 6.5), so
// "System" keeps the palette the platform gives and reads its lightness;
// Light and Dark replace it with complete palettes of our own. The boards
// are painted, not styled: they pick their colours from boardColours() by
// whether their palette is dark, so they follow whichever palette is in use.
#pragma once

#include <QColor>
#include <QPalette>

class QWidget;

namespace quatre::ui {

enum class ColourScheme { System, Light, Dark };

// Whether a palette is a dark one: its window's colour is more dark than light.
bool isDarkPalette(const QPalette &palette);

// What the setting means with this platform palette: Light or Dark, never System.
ColourScheme effectiveScheme(ColourScheme setting, const QPalette &platform);

// Complete palettes (every role, in the Active, Inactive and Disabled groups).
QPalette lightPalette();
QPalette darkPalette();

// Gives the application the scheme's palette at once; System restores the
// platform's own, which then follows the desktop while the program runs.
void applyColourScheme(ColourScheme scheme);

// The bars across the window above the board: a tip (information) and a
// notice (a warning that is not an error). Dark text on a pale tint in a light
// scheme, light text on a deep tint in a dark one, a contrast ratio above 10
// either way.
enum class BarTint { Information, Warning };
// Gives `bar` the tint's window and text colours for the application's
// palette now; call it again when that palette changes (the bar's own
// colours do not follow it).
void applyBarTint(QWidget *bar, BarTint tint);

// The painted boards' colours outside their pieces, for a light or a dark
// surroundings.
struct BoardColours {
    QColor backgroundTop, backgroundBottom; // the widget's background, a gradient
    QColor shadow; // the soft shadow under a board
    QColor ink; // labels drawn on the background
    QColor accentInk; // a chosen label, the keyboard cursor
    QColor warningInk; // a prompt waiting for the player
    QColor arrow; // Connect Four's arrow under the marker
    QColor panel, panelEdge; // Quarto's trays of pieces
    QColor slot; // a tray's place for a piece
    QColor slotHover;
};
const BoardColours &boardColours(bool dark);

} // namespace quatre::ui
