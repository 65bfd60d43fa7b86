#include "ui/puzzles/puzzlefile.h"

#include "ui/registry/gameregistry.h"
#include "ui/text/parseerrortext.h"

#include <QCoreApplication>
#include <QFile>

namespace quatre::ui {

std::variant<PuzzleFile, QString> readPuzzleFile(const QString &path, const GameRegistry &games)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("PuzzleFile", "cannot read '%1': %2").arg(path, file.errorString());
    const QByteArray bytes = file.readAll();
    std::vector<const GameRules *> rules;
    for (const GameEntry &game : games.games())
        rules.push_back(game.rules);
    PuzzleFile read;
    auto result = readPuzzles(std::string_view(bytes.constData(), std::size_t(bytes.size())), rules, &read.lineNumbers);
    if (const auto *error = std::get_if<PuzzleSetError>(&result))
        return QCoreApplication::translate("PuzzleFile", "%1:%2: %3")
            .arg(path)
            .arg(error->line)
            .arg(parseErrorText(error->error));
    read.puzzles = std::move(std::get<std::vector<Puzzle>>(result));
    return read;
}

QString shippedPuzzlesPath(std::string_view gameId)
{
    return QStringLiteral(":/puzzles/%1.txt").arg(QString::fromUtf8(gameId.data(), qsizetype(gameId.size())));
}

} // namespace quatre::ui
