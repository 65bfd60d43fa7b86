#include "ui/terminal/terminalinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace quatre::ui {

namespace {

bool readsFromTerminal(const QTextStream &in)
{
#ifdef Q_OS_UNIX
    // QTextStream(stdin) reads through a QFile on the standard input's handle.
    const auto *file = qobject_cast<const QFile *>(in.device());
    return file && file->handle() >= 0 && ::isatty(file->handle()) == 1;
#else
    return in.device() != nullptr;
#endif
}

} // namespace

TerminalInput::TerminalInput(QTextStream &in, QTextStream &out)
    : m_in(in)
    , m_out(out)
    , m_echo(!readsFromTerminal(in))
{}

std::optional<QString> TerminalInput::ask(const QString &prompt)
{
    m_out << prompt;
    m_out.flush();
    QString line;
    if (!m_in.readLineInto(&line))
        return std::nullopt;
    // A function key sends an escape sequence; shown back in a refusal it
    // would drive the terminal, so control characters become '?'.
    for (QChar &c : line)
        if (c.category() == QChar::Other_Control && c != QLatin1Char('\t'))
            c = QLatin1Char('?');
    if (m_echo)
        m_out << line << '\n';
    return line.trimmed();
}

std::optional<int> TerminalInput::askNumber(const QString &prompt, int min, int max)
{
    for (;;) {
        const std::optional<QString> answer = ask(prompt);
        if (!answer)
            return std::nullopt;
        bool ok = false;
        const int value = answer->toInt(&ok);
        if (ok && value >= min && value <= max)
            return value;
        refuse(QCoreApplication::translate("Cli", "'%1' is not a whole number from %2 to %3")
                   .arg(*answer)
                   .arg(min)
                   .arg(max));
    }
}

void TerminalInput::refuse(const QString &reason)
{
    m_out << QStringLiteral("  ") << QCoreApplication::translate("Cli", "Invalid: %1").arg(reason) << '\n';
}

} // namespace quatre::ui
