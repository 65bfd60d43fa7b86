#include "ui/networkpeer/standardinputlines.h"

#include "ui/cli/linereader.h"
#include "ui/networkpeer/printabletext.h"

#include <QSocketNotifier>
#include <QString>

#include <cerrno>
#include <unistd.h>

namespace quatre::ui {

namespace {

constexpr int kStandardInput = 0;

QString sanitized(const QByteArray &bytes)
{
    QString line = QString::fromUtf8(bytes);
    if (line.endsWith(QLatin1Char('\r')))
        line.chop(1); // typed on a terminal that sends CR LF
    return printableText(line);
}

} // namespace

StandardInputLines::StandardInputLines(QObject *parent)
    : QObject(parent)
    , m_notifier(new QSocketNotifier(kStandardInput, QSocketNotifier::Read, this))
{
    connect(m_notifier, &QSocketNotifier::activated, this, &StandardInputLines::readAvailable);
}

void StandardInputLines::readAvailable()
{
    char buffer[4096];
    // Readable: one read() returns what is there without waiting (a pipe, a
    // terminal's line, or a file, which is always readable).
    const ssize_t count = ::read(kStandardInput, buffer, sizeof buffer);
    if (count < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (count <= 0) {
        // The end, or a standard input that cannot be read (closed, and taken
        // by a write-only /dev/null: cli::guardStandardStreams()).
        m_notifier->setEnabled(false);
        if (!m_pending.isEmpty() && !m_skipping)
            emit lineRead(sanitized(m_pending)); // the last line had no end of line
        m_pending.clear();
        emit ended();
        return;
    }
    m_pending.append(buffer, count);
    emitLines();
}

void StandardInputLines::emitLines()
{
    for (;;) {
        const qsizetype end = m_pending.indexOf('\n');
        if (end < 0)
            break;
        const QByteArray line = m_pending.left(end);
        m_pending.remove(0, end + 1);
        if (m_skipping) {
            m_skipping = false;
            continue;
        }
        emit lineRead(sanitized(line));
    }
    if (m_pending.size() > cli::LineReader::kMaxLineBytes) {
        m_pending.clear();
        m_skipping = true;
    }
}

} // namespace quatre::ui
