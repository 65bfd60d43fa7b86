// wavFile(): the RIFF/WAVE header says what a reader needs (PCM, mono, 16
// bits, the rate, the sizes), the samples follow little-endian, and the same
// samples give the same bytes.
#include "core/sound/wav.h"

#include <QtTest>

#include <cstdint>
#include <vector>

using namespace quatre::sound;

namespace {

std::uint32_t read32(const std::vector<std::uint8_t> &bytes, std::size_t at)
{
    return std::uint32_t(bytes[at]) | std::uint32_t(bytes[at + 1]) << 8 | std::uint32_t(bytes[at + 2]) << 16
        | std::uint32_t(bytes[at + 3]) << 24;
}

std::uint16_t read16(const std::vector<std::uint8_t> &bytes, std::size_t at)
{
    return std::uint16_t(bytes[at] | bytes[at + 1] << 8);
}

QByteArray tag(const std::vector<std::uint8_t> &bytes, std::size_t at)
{
    return QByteArray(reinterpret_cast<const char *>(bytes.data() + at), 4);
}

} // namespace

class TestWav : public QObject {
    Q_OBJECT

private slots:
    void headerDescribesSixteenBitMonoPcm()
    {
        const std::vector<std::int16_t> samples = {0, 1, -1, 32767, -32768, 256};
        const std::vector<std::uint8_t> bytes = wavFile(samples, 22050);
        QCOMPARE(bytes.size(), std::size_t(44 + 2 * samples.size()));
        QCOMPARE(tag(bytes, 0), QByteArray("RIFF"));
        QCOMPARE(read32(bytes, 4), std::uint32_t(bytes.size() - 8));
        QCOMPARE(tag(bytes, 8), QByteArray("WAVE"));
        QCOMPARE(tag(bytes, 12), QByteArray("fmt "));
        QCOMPARE(read32(bytes, 16), 16u); // the PCM format chunk's size
        QCOMPARE(read16(bytes, 20), std::uint16_t(1)); // PCM
        QCOMPARE(read16(bytes, 22), std::uint16_t(1)); // one channel
        QCOMPARE(read32(bytes, 24), 22050u);
        QCOMPARE(read32(bytes, 28), 44100u); // bytes a second
        QCOMPARE(read16(bytes, 32), std::uint16_t(2)); // bytes a sample
        QCOMPARE(read16(bytes, 34), std::uint16_t(16)); // bits a sample
        QCOMPARE(tag(bytes, 36), QByteArray("data"));
        QCOMPARE(read32(bytes, 40), std::uint32_t(2 * samples.size()));
    }

    void samplesFollowLittleEndian()
    {
        const std::vector<std::int16_t> samples = {0, 1, -1, 32767, -32768, 256};
        const std::vector<std::uint8_t> bytes = wavFile(samples, 44100);
        for (std::size_t i = 0; i < samples.size(); ++i)
            QCOMPARE(std::int16_t(read16(bytes, 44 + 2 * i)), samples[i]);
        QCOMPARE(bytes[44 + 2 * 5], std::uint8_t(0x00)); // 256: low byte first
        QCOMPARE(bytes[44 + 2 * 5 + 1], std::uint8_t(0x01));
    }

    void noSamplesIsAnEmptyButValidFile()
    {
        const std::vector<std::uint8_t> bytes = wavFile({}, 44100);
        QCOMPARE(bytes.size(), std::size_t(44));
        QCOMPARE(read32(bytes, 4), 36u);
        QCOMPARE(read32(bytes, 40), 0u);
    }

    void sameSamplesSameBytes()
    {
        std::vector<std::int16_t> samples;
        for (int i = 0; i < 1000; ++i)
            samples.push_back(std::int16_t(i * 37 - 18000));
        QCOMPARE(wavFile(samples, 44100), wavFile(samples, 44100));
        std::vector<std::int16_t> changed = samples;
        changed[500] += 1;
        QVERIFY(wavFile(changed, 44100) != wavFile(samples, 44100));
    }
};

QTEST_APPLESS_MAIN(TestWav)
#include "tst_wav.moc"
