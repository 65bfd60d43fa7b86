#include "core/sound/wav.h"

namespace quatre::sound {

namespace {

void put32(std::vector<std::uint8_t> &out, std::uint32_t value)
{
    for (int shift = 0; shift < 32; shift += 8)
        out.push_back(std::uint8_t(value >> shift));
}

void put16(std::vector<std::uint8_t> &out, std::uint16_t value)
{
    out.push_back(std::uint8_t(value));
    out.push_back(std::uint8_t(value >> 8));
}

void putTag(std::vector<std::uint8_t> &out, const char (&tag)[5])
{
    // One byte at a time: GCC 12 takes a range insert here for an overflow.
    for (int i = 0; i < 4; ++i)
        out.push_back(std::uint8_t(tag[i]));
}

} // namespace

std::vector<std::uint8_t> wavFile(const std::vector<std::int16_t> &samples, int sampleRate)
{
    constexpr std::uint16_t kChannels = 1;
    constexpr std::uint16_t kBitsPerSample = 16;
    constexpr std::uint16_t kBlockAlign = kChannels * kBitsPerSample / 8;
    const auto dataBytes = std::uint32_t(samples.size() * kBlockAlign);

    std::vector<std::uint8_t> out;
    out.reserve(44 + dataBytes);
    putTag(out, "RIFF");
    put32(out, 36 + dataBytes); // the size of everything after this field
    putTag(out, "WAVE");
    putTag(out, "fmt ");
    put32(out, 16); // the size of a PCM format chunk
    put16(out, 1); // PCM
    put16(out, kChannels);
    put32(out, std::uint32_t(sampleRate));
    put32(out, std::uint32_t(sampleRate) * kBlockAlign); // bytes a second
    put16(out, kBlockAlign);
    put16(out, kBitsPerSample);
    putTag(out, "data");
    put32(out, dataBytes);
    for (std::int16_t sample : samples)
        put16(out, std::uint16_t(sample));
    return out;
}

} // namespace quatre::sound
