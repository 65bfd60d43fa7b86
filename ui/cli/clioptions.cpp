#include "ui/cli/clioptions.h"

#include "ui/text/parseerrortext.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace quatre::cli {

void addGameOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("game"), QCoreApplication::translate("Cli", "The game: connect4, quarto or 4mation."),
                      QStringLiteral("name"), QStringLiteral("connect4")});
    parser.addOption({QStringLiteral("rows"), QCoreApplication::translate("Cli", "Connect Four rows, 4 to 10."),
                      QStringLiteral("R"), QStringLiteral("6")});
    parser.addOption({QStringLiteral("cols"), QCoreApplication::translate("Cli", "Connect Four columns, 4 to 10."),
                      QStringLiteral("C"), QStringLiteral("7")});
    parser.addOption({QStringLiteral("square-rule"), QCoreApplication::translate("Cli", "Quarto: a 2x2 square of pieces sharing an attribute also wins.")});
    parser.addOption({QStringLiteral("size"), QCoreApplication::translate("Cli", "4Mation board size N (N x N), 3 to 10."),
                      QStringLiteral("N"), QStringLiteral("7")});
    parser.addOption({QStringLiteral("official-rule"), QCoreApplication::translate("Cli", "4Mation: a player with no cell next to the last cube may play next to any opponent cube.")});
}

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max, QString *error)
{
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < min || value > max) {
        *error = QCoreApplication::translate("Cli", "--%1 must be a whole number from %2 to %3, not '%4'")
                     .arg(name).arg(min).arg(max).arg(parser.value(name));
        return std::nullopt;
    }
    return value;
}

std::optional<GameOptions> gameOptions(const QCommandLineParser &parser, QString *error)
{
    GameOptions options;
    const QString name = parser.value(QStringLiteral("game"));
    if (!gameKindFromName(name.toStdString(), &options.kind)) {
        *error = QCoreApplication::translate("Cli", "unknown game '%1': use connect4, quarto or 4mation").arg(name);
        return std::nullopt;
    }
    const auto rows = intOption(parser, QStringLiteral("rows"), 4, 10, error);
    if (!rows)
        return std::nullopt;
    const auto columns = intOption(parser, QStringLiteral("cols"), 4, 10, error);
    if (!columns)
        return std::nullopt;
    const auto size = intOption(parser, QStringLiteral("size"), 3, 10, error);
    if (!size)
        return std::nullopt;
    options.rows = *rows;
    options.columns = *columns;
    options.size = *size;
    options.squareRule = parser.isSet(QStringLiteral("square-rule"));
    options.officialRule = parser.isSet(QStringLiteral("official-rule"));
    if (const std::optional<ParseError> problem = optionsError(options)) {
        *error = ui::parseErrorText(*problem);
        return std::nullopt;
    }
    return options;
}

std::optional<AiConfig> levelOption(const QCommandLineParser &parser, const QString &name, QString *error)
{
    std::string why;
    const auto config = aiConfigFromText(parser.value(name).toStdString(), &why);
    if (!config) {
        *error = QStringLiteral("--%1: %2").arg(name, QString::fromStdString(why));
        return std::nullopt;
    }
    return config;
}

} // namespace quatre::cli
