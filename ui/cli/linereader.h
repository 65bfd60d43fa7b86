// Lines of text read one at a time, none held longer than a cap, so that
// input with no newline in sight (a file of zeros, a pasted megabyte) cannot
// fill the memory: a longer line is read in pieces and let go as it comes,
// and reading goes on at the next line.
#pragma once

#include <QString>

class QTextStream;

namespace quatre::cli {

class LineReader {
public:
    // Far above any line the commands read (a move list of a full 10 x 10
    // board is 100 characters; Quarto's longest, 80), far below a problem.
    static constexpr qsizetype kMaxLineBytes = 64 * 1024;

    // Reads `in`, whose lines may hold at most `maxLineBytes` bytes in UTF-8.
    explicit LineReader(QTextStream &in, qsizetype maxLineBytes = kMaxLineBytes);

    enum class Result {
        Line, // `line` holds the next line, without its end of line
        TooLong, // the next line was longer than the cap: skipped, `line` is empty
        End, // nothing more to read (see readError())
    };
    Result next(QString *line);

    // The number, from 1, of the line next() read last.
    int lineNumber() const { return m_lineNumber; }
    qsizetype maxLineBytes() const { return m_maxLineBytes; }

    // Why the input ended early (standard input that is a folder), or empty
    // when it simply ended.
    QString readError() const;

    // The length of `text` in UTF-8, the form it was read from.
    static qsizetype utf8Bytes(QStringView text);

private:
    QTextStream &m_in;
    qsizetype m_maxLineBytes;
    int m_lineNumber = 0;
};

} // namespace quatre::cli
