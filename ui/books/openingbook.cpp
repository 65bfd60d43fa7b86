#include "ui/books/openingbook.h"

#include "ui/registry/gameregistry.h"
#include "ui/storage/datafile.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace quatre::ui {

QStringList openingBookResources(const GameRules &game)
{
    QStringList resources;
    for (std::string_view file : game.bookFiles())
        resources << QStringLiteral(":/book/") + QString::fromLatin1(file.data(), qsizetype(file.size()));
    return resources;
}

bool installOpeningBook(const GameRules &game, const QString &fileName, QString *error)
{
    QFile file(fileName);
    QString problem;
    if (QFileInfo::exists(fileName) && !DataFile::isRegularFile(fileName, &problem)) {
        // Reported below: opening a named pipe would wait for ever.
    } else if (file.open(QIODevice::ReadOnly)) {
        // At most one byte past the limit, whatever size the file claims.
        const QByteArray bytes = file.size() > kMaxBookBytes ? QByteArray() : DataFile::readAtMost(file, kMaxBookBytes);
        if (file.size() > kMaxBookBytes || bytes.size() > kMaxBookBytes)
            problem = QCoreApplication::translate("OpeningBook", "larger than %1 MiB").arg(kMaxBookBytes >> 20);
        else
            problem = QString::fromStdString(
                game.installBook(std::string_view(bytes.constData(), std::size_t(bytes.size()))));
    } else {
        problem = file.errorString();
    }
    if (problem.isEmpty())
        return true;
    if (error)
        *error = QCoreApplication::translate(
                     "OpeningBook",
                     "The opening book %1 cannot be read (%2); the Perfect level will think longer in the opening.")
                     .arg(fileName, problem);
    return false;
}

bool installOpeningBooks(const GameRegistry &games, QString *error, std::string_view onlyGame)
{
    QStringList problems;
    for (const GameEntry &game : games.games()) {
        if (!onlyGame.empty() && game.rules->id() != onlyGame)
            continue;
        for (const QString &resource : openingBookResources(*game.rules)) {
            QString problem;
            if (!installOpeningBook(*game.rules, resource, &problem))
                problems << problem;
        }
    }
    if (error)
        *error = problems.join(QLatin1Char('\n'));
    return problems.isEmpty();
}

} // namespace quatre::ui
