#include "ui/statistics/statisticsstore.h"

#include "ui/storage/datafile.h"

#include <QDir>
#include <QFileInfo>

namespace quatre::ui {

StatisticsStore::StatisticsStore(const QString &path, const GameRegistry &games, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_games(games)
    , m_statistics(games)
{}

QString StatisticsStore::load()
{
    m_statistics = Statistics(m_games);
    if (m_path.isEmpty() || !QFileInfo::exists(m_path)) {
        emit changed();
        return {};
    }
    QString problem;
    std::optional<Statistics> read;
    if (const std::optional<QByteArray> data = DataFile::read(m_path, &problem))
        read = Statistics::fromJson(*data, m_games, &problem);
    if (read) {
        m_statistics = *read;
        emit changed();
        return {};
    }
    const QString aside = DataFile::keepAside(m_path, QStringLiteral("corrupt"));
    const bool kept = !aside.isEmpty();
    const QString warning = kept ? tr("The statistics could not be read. %1 They start again from zero; the unreadable "
                                      "file was kept as %2.")
                                       .arg(problem, QDir::toNativeSeparators(aside))
                                 : tr("The statistics could not be read. %1 They start again from zero.").arg(problem);
    qWarning("%s", qPrintable(warning));
    emit changed();
    return warning;
}

bool StatisticsStore::record(std::string_view game, const AiLevel &opponent, GameResult result, QString *error)
{
    m_statistics.record(game, opponent, result);
    emit changed();
    return save(error);
}

bool StatisticsStore::reset(QString *error)
{
    m_statistics = Statistics(m_games);
    emit changed();
    return save(error);
}

bool StatisticsStore::save(QString *error)
{
    if (m_path.isEmpty())
        return true;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QString problem;
    if (DataFile::write(m_path, m_statistics.toJson(), &problem))
        return true;
    qWarning("%s", qPrintable(problem));
    if (error)
        *error = problem;
    return false;
}

} // namespace quatre::ui
