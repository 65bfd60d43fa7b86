#include "core/sound/synthesiser.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace quatre::sound {

namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;
// Every partial rises over this time: a wave that starts at full strength
// clicks.
constexpr double kAttackSeconds = 0.0015;
// ...and the whole sound fades over the last of its time, so it ends on
// silence whatever still rings.
constexpr double kFadeSeconds = 0.012;

// A sound being made, in floating point until it is finished.
class Buffer {
public:
    explicit Buffer(double seconds)
        : m_samples(std::size_t(std::lround(seconds * kSampleRate)), 0.0)
    {}

    // A sine wave from `start` (seconds) decaying exponentially (its level
    // falls by e every `decay` seconds); `glide` makes its pitch fall from
    // frequency * glide to frequency over the first decay, as a struck
    // body's first instant sounds higher.
    void addPartial(double start, double frequency, double amplitude, double decay, double glide = 1.0)
    {
        double phase = 0;
        for (std::size_t i = firstSample(start); i < m_samples.size(); ++i) {
            const double t = double(i) / kSampleRate - start;
            const double envelope = amplitude * std::exp(-t / decay) * std::min(1.0, t / kAttackSeconds);
            if (envelope < 1e-5 && t > kAttackSeconds)
                break;
            const double pitch = frequency * (1 + (glide - 1) * std::exp(-t / decay));
            phase += kTwoPi * pitch / kSampleRate;
            m_samples[i] += envelope * std::sin(phase);
        }
    }

    // A bell-like note: the fundamental and two weaker harmonics that die
    // away sooner.
    void addNote(double start, double frequency, double amplitude, double decay)
    {
        addPartial(start, frequency, amplitude, decay);
        addPartial(start, frequency * 2, amplitude * 0.35, decay * 0.5);
        addPartial(start, frequency * 3, amplitude * 0.12, decay * 0.3);
    }

    // The noise of the impact itself, decaying like a partial; `smoothing`
    // in [0, 1) takes away the highs (0 leaves a bright hiss, 0.9 a dull
    // thump). The noise comes from a fixed-seed generator: the same sound on
    // every run and every machine.
    void addNoise(double start, double amplitude, double decay, double smoothing, std::uint32_t seed)
    {
        std::uint32_t state = seed;
        double smoothed = 0;
        for (std::size_t i = firstSample(start); i < m_samples.size(); ++i) {
            const double t = double(i) / kSampleRate - start;
            const double envelope = amplitude * std::exp(-t / decay) * std::min(1.0, t / kAttackSeconds);
            if (envelope < 1e-5 && t > kAttackSeconds)
                break;
            state ^= state << 13; // xorshift32
            state ^= state >> 17;
            state ^= state << 5;
            const double white = double(state) / 4294967295.0 * 2 - 1;
            smoothed = smoothing * smoothed + (1 - smoothing) * white;
            m_samples[i] += envelope * smoothed;
        }
    }

    // Fades the end, scales the loudest sample to kPeakLevel and rounds to 16 bits.
    std::vector<std::int16_t> finish()
    {
        const std::size_t fade = std::min(m_samples.size(), std::size_t(kFadeSeconds * kSampleRate));
        for (std::size_t k = 0; k < fade; ++k)
            m_samples[m_samples.size() - 1 - k] *= double(k) / double(fade);
        double peak = 0;
        for (double sample : m_samples)
            peak = std::max(peak, std::abs(sample));
        const double gain = peak > 0 ? kPeakLevel / peak : 0;
        std::vector<std::int16_t> out;
        out.reserve(m_samples.size());
        for (double sample : m_samples)
            out.push_back(std::int16_t(std::lround(std::clamp(sample * gain, -1.0, 1.0) * 32767)));
        return out;
    }

private:
    std::size_t firstSample(double start) const
    {
        return std::min(m_samples.size(), std::size_t(std::lround(start * kSampleRate)));
    }

    std::vector<double> m_samples;
};

// A hard plastic or wooden disc hitting the ones below: a bright crack of
// noise and a few high, quickly damped modes; then the small bounce the
// board's animation shows, much quieter.
void discLanding(Buffer &sound)
{
    for (const auto &[start, level] : {std::pair{0.0, 1.0}, std::pair{0.062, 0.28}}) {
        sound.addNoise(start, 0.55 * level, 0.005, 0.2, 0x9E3779B9u);
        sound.addPartial(start, 1850, 0.50 * level, 0.024, 1.04);
        sound.addPartial(start, 2930, 0.28 * level, 0.014);
        sound.addPartial(start, 820, 0.40 * level, 0.038, 1.03);
    }
}

// A wooden piece set down on a wooden board: lower and rounder than the
// disc, with little noise.
void piecePlaced(Buffer &sound)
{
    sound.addNoise(0, 0.18, 0.004, 0.6, 0x85EBCA6Bu);
    sound.addPartial(0, 430, 0.70, 0.032, 1.05);
    sound.addPartial(0, 980, 0.30, 0.025);
    sound.addPartial(0, 1650, 0.12, 0.012);
}

// A cube dropped on a table: a low body whose pitch sags, a dull thump of
// noise, and a faint second bump.
void cubeSet(Buffer &sound)
{
    for (const auto &[start, level] : {std::pair{0.0, 1.0}, std::pair{0.085, 0.2}}) {
        sound.addNoise(start, 0.40 * level, 0.016, 0.93, 0xC2B2AE35u);
        sound.addPartial(start, 105, 0.80 * level, 0.070, 1.5);
        sound.addPartial(start, 255, 0.35 * level, 0.040, 1.2);
        sound.addPartial(start, 610, 0.10 * level, 0.018);
    }
}

// C5, E5, G5 and C6 one after the other: a major arpeggio going up.
void win(Buffer &sound)
{
    const std::array frequencies = {523.25, 659.26, 783.99, 1046.50};
    for (std::size_t k = 0; k < frequencies.size(); ++k) {
        const bool last = k + 1 == frequencies.size();
        sound.addNote(0.11 * double(k), frequencies[k], last ? 0.8 : 0.6, last ? 0.30 : 0.16);
    }
}

// A4 then E4, softly: the game is over, nobody won; neither sad nor glad.
void draw(Buffer &sound)
{
    sound.addNote(0, 440.0, 0.6, 0.16);
    sound.addNote(0.22, 329.63, 0.6, 0.22);
}

} // namespace

std::string_view fileName(SoundId id)
{
    switch (id) {
    case SoundId::DiscLanding: return "disc-landing.wav";
    case SoundId::PiecePlaced: return "piece-placed.wav";
    case SoundId::CubeSet: return "cube-set.wav";
    case SoundId::Win: return "win.wav";
    case SoundId::Draw: return "draw.wav";
    }
    return "disc-landing.wav";
}

double durationSeconds(SoundId id)
{
    switch (id) {
    case SoundId::DiscLanding: return 0.20;
    case SoundId::PiecePlaced: return 0.20;
    case SoundId::CubeSet: return 0.30;
    case SoundId::Win: return 1.10;
    case SoundId::Draw: return 0.90;
    }
    return 0.20;
}

std::vector<std::int16_t> synthesise(SoundId id)
{
    Buffer sound(durationSeconds(id));
    switch (id) {
    case SoundId::DiscLanding: discLanding(sound); break;
    case SoundId::PiecePlaced: piecePlaced(sound); break;
    case SoundId::CubeSet: cubeSet(sound); break;
    case SoundId::Win: win(sound); break;
    case SoundId::Draw: draw(sound); break;
    }
    return sound.finish();
}

} // namespace quatre::sound
