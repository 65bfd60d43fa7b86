// quatre-cli bench --long-line: `solve` given one enormous line and then a
// position, made on the fly so that the line exists nowhere whole: the peak
// resident memory before and after says whether the reader held it.
#include "ui/cli/bench.h"
#include "ui/cli/cli.h"
#include "ui/cli/commands.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QTextStream>

#include <algorithm>
#include <cstring>

namespace quatre::cli {

namespace {

// `lineBytes` characters of no game's notation, a newline, then `next`.
class LongLineDevice : public QIODevice {
public:
    LongLineDevice(qint64 lineBytes, QByteArray next)
        : m_lineBytes(lineBytes)
        , m_next(std::move(next))
    {
        open(QIODevice::ReadOnly);
    }

    bool isSequential() const override { return true; }

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        qint64 written = 0;
        if (m_position < m_lineBytes) {
            written = std::min(maxSize, m_lineBytes - m_position);
            std::memset(data, 'x', std::size_t(written));
        } else if (m_position == m_lineBytes && maxSize > 0) {
            data[0] = '\n';
            written = 1;
        } else {
            const qint64 offset = m_position - m_lineBytes - 1;
            written = std::min(maxSize, m_next.size() - offset);
            if (written <= 0)
                return -1; // the end
            std::memcpy(data, m_next.constData() + offset, std::size_t(written));
        }
        m_position += written;
        return written;
    }

    qint64 writeData(const char *, qint64) override { return -1; }

private:
    qint64 m_lineBytes;
    QByteArray m_next;
    qint64 m_position = 0;
};

double mebibytes(std::uint64_t bytes)
{
    return static_cast<double>(bytes) / (1024.0 * 1024.0);
}

} // namespace

int benchLongLine(const ui::GameRegistry &games, int lineMebibytes, QTextStream &out)
{
    LongLineDevice device(qint64(lineMebibytes) * 1024 * 1024, QByteArrayLiteral("4453\n"));
    QTextStream in(&device);
    QString answers, errors;
    QTextStream answersOut(&answers), errorsOut(&errors);
    const std::uint64_t before = peakResidentBytes();
    const int exitCode = solveCommand(games, {QStringLiteral("quatre-cli solve")}, in, answersOut, errorsOut);
    const std::uint64_t after = peakResidentBytes();
    answersOut.flush();
    errorsOut.flush();
    out << "## A long line on solve's standard input\n\n"
        << "| line MiB | peak RSS before MiB | peak RSS after MiB | exit code | output | errors |\n"
        << "|---:|---:|---:|---:|---|---|\n"
        << "| " << lineMebibytes << " | " << QString::number(mebibytes(before), 'f', 1) << " | "
        << QString::number(mebibytes(after), 'f', 1) << " | " << exitCode << " | "
        << answers.trimmed().replace(QLatin1Char('\n'), QLatin1String("; ")) << " | "
        << errors.trimmed().replace(QLatin1Char('\n'), QLatin1String("; ")) << " |\n";
    return after == 0 || answers.isEmpty() ? kExitInputFailed : kExitOk;
}

} // namespace quatre::cli
