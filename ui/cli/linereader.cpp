#include "ui/cli/linereader.h"

#include <QFileDevice>
#include <QTextStream>

namespace quatre::cli {

namespace {

// The size of the pieces a line over the cap is read and dropped in.
constexpr qsizetype kPiece = 16 * 1024;

} // namespace

LineReader::LineReader(QTextStream &in, qsizetype maxLineBytes)
    : m_in(in)
    , m_maxLineBytes(maxLineBytes)
{}

LineReader::Result LineReader::next(QString *line)
{
    // Every character takes at least a byte: one character more than the cap
    // in bytes proves a line too long without reading the rest of it.
    if (!m_in.readLineInto(line, m_maxLineBytes + 1))
        return Result::End;
    ++m_lineNumber;
    if (line->size() <= m_maxLineBytes && utf8Bytes(*line) <= m_maxLineBytes)
        return Result::Line;
    if (line->size() > m_maxLineBytes) {
        // Cut at the cap: the rest is still to come. A piece shorter than
        // asked for ended at the end of the line or of the input (an empty
        // piece too, when the rest was a whole number of pieces long).
        QString piece;
        while (m_in.readLineInto(&piece, kPiece) && piece.size() == kPiece) {}
    }
    line->clear();
    line->squeeze();
    return Result::TooLong;
}

QString LineReader::readError() const
{
    // Qt's text stream ends quietly on a read error; the file underneath knows.
    if (const auto *file = qobject_cast<const QFileDevice *>(m_in.device());
        file && file->error() != QFileDevice::NoError)
        return file->errorString();
    return {};
}

qsizetype LineReader::utf8Bytes(QStringView text)
{
    qsizetype bytes = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c < 0x80)
            bytes += 1;
        else if (c < 0x800)
            bytes += 2;
        else if (QChar::isHighSurrogate(c) && i + 1 < text.size() && QChar::isLowSurrogate(text[i + 1].unicode())) {
            bytes += 4;
            ++i;
        } else
            bytes += 3; // a lone surrogate is written as U+FFFD's three bytes
    }
    return bytes;
}

} // namespace quatre::cli
