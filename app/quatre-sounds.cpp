// quatre-sounds DIRECTORY: writes every sound of the game (core/sound) into
// DIRECTORY as a WAV file. The build runs it and puts the files into the
// window's resources, so no recording is kept in the repository.
#include "core/sound/synthesiser.h"
#include "core/sound/wav.h"

#include <filesystem>
#include <fstream>
#include <iostream>

int main(int argc, char *argv[])
{
    if (argc != 2) {
        std::cerr << "usage: quatre-sounds DIRECTORY\n";
        return 2;
    }
    const std::filesystem::path directory = argv[1];
    std::error_code error;
    std::filesystem::create_directories(directory, error);
    for (quatre::sound::SoundId id : quatre::sound::kAllSounds) {
        const std::filesystem::path path = directory / quatre::sound::fileName(id);
        const std::vector<std::uint8_t> bytes =
            quatre::sound::wavFile(quatre::sound::synthesise(id), quatre::sound::kSampleRate);
        std::ofstream file(path, std::ios::binary | std::ios::trunc);
        file.write(reinterpret_cast<const char *>(bytes.data()), std::streamsize(bytes.size()));
        file.close();
        if (!file) {
            std::cerr << "quatre-sounds: cannot write " << path.string() << '\n';
            return 1;
        }
    }
    return 0;
}
