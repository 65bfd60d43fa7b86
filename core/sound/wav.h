// A WAV file of 16-bit mono PCM, the simplest form every audio library reads.
#pragma once

#include <cstdint>
#include <vector>

namespace quatre::sound {

// The bytes of a complete RIFF/WAVE file: the 44-byte header (PCM, one
// channel, 16 bits, `sampleRate` samples a second) then `samples` in
// little-endian order, whatever the machine's own byte order.
std::vector<std::uint8_t> wavFile(const std::vector<std::int16_t> &samples, int sampleRate);

} // namespace quatre::sound
