// quatre-cli solve's standard input: LineReader, then SolveInput on each line,
// exactly as the command reads them, whatever the bytes. Beyond "it does not
// crash":
//  - no line comes out longer than the cap, in UTF-8 bytes, or with a newline;
//  - the memory taken while reading stays within a bound set by the cap,
//    however long the input's lines (the input can be repeated into a stream
//    of megabytes that never exists whole);
//  - an error message is whole UTF-8 text: no character cut in the middle.
//
// Input: byte 0 picks the game (b % 3) and the cap (b / 3 % 4: 16 B, 256 B,
// 1 KiB or 64 KiB); byte 1 how many times the rest is streamed, 1 + 16 * (b % 64):
// up to half a megabyte from 512 bytes, far more than the bound below.
#include "fuzzcheck.h"

#include "ui/cli/linereader.h"
#include "ui/cli/solveinput.h"
#include "ui/text/parseerrortext.h"

#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/parseerror.h"

#include <QByteArray>
#include <QIODevice>
#include <QTextStream>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SANITIZE_ADDRESS__)
#define QUATRE_FUZZ_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define QUATRE_FUZZ_ASAN 1
#endif
#endif
#if defined(QUATRE_FUZZ_ASAN)
extern "C" std::size_t __sanitizer_get_current_allocated_bytes();
#elif defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace quatre;

namespace {

// Lines past these are read but not parsed: a repeated input repeats its
// lines, and parsing each copy again would only slow the fuzzer down.
constexpr int kParsedLines = 256;

// The bytes the program has allocated now, or 0 where that cannot be known.
std::size_t allocatedBytes()
{
#if defined(QUATRE_FUZZ_ASAN)
    return __sanitizer_get_current_allocated_bytes();
#elif defined(__GLIBC__)
    const struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
#else
    return 0;
#endif
}

// The most allocated at any of the moments it was asked, above the start.
class MemoryWatch {
public:
    MemoryWatch()
        : m_start(allocatedBytes())
    {}
    void sample() { m_peak = std::max(m_peak, allocatedBytes()); }
    std::size_t peakAboveStart() const { return m_peak > m_start ? m_peak - m_start : 0; }

private:
    std::size_t m_start;
    std::size_t m_peak = 0;
};

// `body` `times` times over, made as it is read; memory is sampled at each read.
class RepeatingDevice : public QIODevice {
public:
    RepeatingDevice(QByteArray body, qint64 times, MemoryWatch &watch)
        : m_body(std::move(body))
        , m_size(m_body.isEmpty() ? 0 : m_body.size() * times)
        , m_watch(watch)
    {
        open(QIODevice::ReadOnly);
    }
    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        m_watch.sample();
        if (m_position >= m_size)
            return -1;
        qint64 written = 0;
        while (written < maxSize && m_position < m_size) {
            const qint64 offset = m_position % m_body.size();
            const qint64 n = std::min(maxSize - written, m_body.size() - offset);
            std::memcpy(data + written, m_body.constData() + offset, std::size_t(n));
            written += n;
            m_position += n;
        }
        return written;
    }
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    QByteArray m_body;
    qint64 m_size;
    MemoryWatch &m_watch;
    qint64 m_position = 0;
};

bool isWholeUtf8(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t bytes = utf8CharacterBytes(text, i);
        if (bytes == 1 && static_cast<unsigned char>(text[i]) >= 0x80)
            return false;
        i += bytes;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 2)
        return 0;
    const GameOptions games[] = {connectFourOptions(), quartoOptions(), fourMationOptions()};
    const GameOptions &game = games[data[0] % 3];
    const qsizetype caps[] = {16, 256, 1024, cli::LineReader::kMaxLineBytes};
    const qsizetype cap = caps[data[0] / 3 % 4];
    const qint64 times = 1 + 16 * (data[1] % 64);
    const cli::SolveInput input(game);

    MemoryWatch watch;
    RepeatingDevice device(QByteArray(reinterpret_cast<const char *>(data) + 2, qsizetype(size - 2)), times, watch);
    QTextStream in(&device);
    cli::LineReader lines(in, cap);
    QString line;
    int expectedNumber = 0;
    for (cli::LineReader::Result result; (result = lines.next(&line)) != cli::LineReader::Result::End;) {
        watch.sample();
        QUATRE_FUZZ_CHECK(lines.lineNumber() == ++expectedNumber, "lines are numbered one by one, skipped ones too");
        if (result == cli::LineReader::Result::TooLong) {
            QUATRE_FUZZ_CHECK(line.isEmpty(), "nothing of a line too long is kept");
            continue;
        }
        QUATRE_FUZZ_CHECK(cli::LineReader::utf8Bytes(line) <= cap, "no line is longer than the cap");
        QUATRE_FUZZ_CHECK(!line.contains(QLatin1Char('\n')), "a line holds no newline");
        if (lines.lineNumber() > kParsedLines)
            continue;
        const cli::SolveInput::Position position = input.read(line);
        watch.sample();
        if (const auto *error = std::get_if<ParseError>(&position.game)) {
            const std::string moves = position.moves.toStdString();
            QUATRE_FUZZ_CHECK(error->position <= moves.size(), "an error points into the moves or at their end");
            QUATRE_FUZZ_CHECK(isWholeUtf8(error->message), "an error message cuts no character");
            QUATRE_FUZZ_CHECK(!ui::parseErrorText(*error).isEmpty(), "an error says what is wrong");
        }
    }
    QUATRE_FUZZ_CHECK(lines.readError().isEmpty(), "a device that ends is no read error");
    // The reader holds a line up to the cap (two bytes a character), Qt's
    // buffers and a piece of a long line, the parse a few copies of the line:
    // the corpus peaks at 170 KB with a cap of 1 KiB, 67 KB above the start
    // with 64 KiB. A reader holding a whole line of the stream goes past it.
    const std::size_t bound = 256 * 1024 + 32 * std::size_t(cap);
    QUATRE_FUZZ_CHECK(watch.peakAboveStart() <= bound,
                      "reading takes at most " + std::to_string(bound) + " bytes, not "
                          + std::to_string(watch.peakAboveStart()));
    return 0;
}
