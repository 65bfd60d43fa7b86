#include "cli/terminalinput.h"

#include <QCoreApplication>
#include <QTextStream>

namespace quatre::cli {

std::optional<QString> TerminalInput::ask(const QString &prompt)
{
    m_out << prompt;
    m_out.flush();
    QString line;
    if (!m_in.readLineInto(&line))
        return std::nullopt;
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
        refuse(QCoreApplication::translate("Cli", "'%1' is not a whole number from %2 to %3").arg(*answer).arg(min).arg(max));
    }
}

void TerminalInput::refuse(const QString &reason)
{
    m_out << QStringLiteral("  ") << QCoreApplication::translate("Cli", "Invalid: %1").arg(reason) << '\n';
}

} // namespace quatre::cli
