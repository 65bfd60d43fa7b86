#include "ui/cli/commandparser.h"

#include "ui/text/visibletext.h"

#include "ui/cli/cli.h"

#include <QTextStream>

namespace quatre::cli {

CommandParser::CommandParser(const QString &command, const QString &description)
    : m_command(command)
{
    setApplicationDescription(description);
    addHelpOption();
}

bool CommandParser::parseArguments(const QStringList &arguments, QTextStream &out, QTextStream &err, int *exitCode)
{
    if (!parse(arguments)) {
        *exitCode = usageError(err, errorText());
        return false;
    }
    if (isSet(QStringLiteral("help"))) {
        // Qt's usage line names only the executable; name the command too.
        QString text = helpText();
        const qsizetype options = text.indexOf(QLatin1String(" [options]"));
        const qsizetype colon = text.indexOf(QLatin1Char(':'));
        if (options > colon && colon >= 0)
            text.replace(colon + 2, options - colon - 2, QStringLiteral("quatre-cli ") + m_command);
        out << text;
        *exitCode = kExitOk;
        return false;
    }
    return true;
}

int usageError(QTextStream &err, const QString &message)
{
    // The messages repeat what was given (a position, an option's value).
    err << "quatre-cli: " << ui::visibleText(message) << '\n';
    err.flush();
    return kExitUsage;
}

} // namespace quatre::cli
