// The game's sounds, made from scratch: each is a few damped sine waves and a
// burst of noise, so the recipe is in the repository and the sounds are the
// project's own (the build writes them as WAV files, see app/quatre-sounds.cpp).
// Plain C++: the same samples on every run.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace quatre::sound {

enum class SoundId {
    DiscLanding, // a Connect Four disc comes to rest: a hard, short clack
    PiecePlaced, // a Quarto piece set on a square: a softer, lower tock
    CubeSet, // a 4Mation cube lands: a dull thud
    Win, // a short rising chime
    Draw, // two neutral notes
};

inline constexpr std::array kAllSounds = {SoundId::DiscLanding, SoundId::PiecePlaced, SoundId::CubeSet, SoundId::Win,
                                          SoundId::Draw};

inline constexpr int kSampleRate = 44100;
// Every sound peaks here (about -2 dBFS): loud enough, never clipped; the
// player's volume setting scales them from there.
inline constexpr double kPeakLevel = 0.8;

// The WAV file's name, e.g. "disc-landing.wav" (the build and the program
// agree on these).
std::string_view fileName(SoundId id);
// How long the sound lasts.
double durationSeconds(SoundId id);
// The sound as 16-bit mono samples at kSampleRate, peaking at kPeakLevel.
std::vector<std::int16_t> synthesise(SoundId id);

} // namespace quatre::sound
