#include "ui/statistics/statisticsstore.h"

#include "ui/storage/datafile.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>

namespace quatre::ui {

StatisticsStore::StatisticsStore(const QString &path, const GameRegistry &games, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_games(games)
    , m_statistics(games)
    , m_lastRead(games)
{}

QString StatisticsStore::load()
{
    m_statistics = Statistics(m_games);
    m_lastRead = m_statistics;
    if (m_path.isEmpty() || !QFileInfo::exists(m_path)) {
        emit changed();
        return {};
    }
    QString problem;
    std::optional<Statistics> read;
    if (const std::optional<QByteArray> data = DataFile::read(m_path, &problem))
        read = Statistics::fromJson(*data, m_games, &problem);
    if (read) {
        m_lastRead = *read;
        m_statistics = withPending(m_lastRead);
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
    m_pending.push_back({std::string(game), opponent, result});
    m_statistics.record(game, opponent, result);
    return save(false, error);
}

bool StatisticsStore::reset(QString *error)
{
    m_pending.clear();
    m_statistics = Statistics(m_games);
    return save(true, error);
}

Statistics StatisticsStore::withPending(Statistics table) const
{
    for (const PendingResult &pending : m_pending)
        table.record(pending.game, pending.opponent, pending.result);
    return table;
}

Statistics StatisticsStore::readCurrent()
{
    if (!QFileInfo::exists(m_path))
        return Statistics(m_games); // none yet, or reset by another window
    // Not a file (a folder in its place): the write that follows says so.
    if (!DataFile::isRegularFile(m_path))
        return m_lastRead;
    QString problem;
    std::optional<Statistics> read;
    if (const std::optional<QByteArray> data = DataFile::read(m_path, &problem))
        read = Statistics::fromJson(*data, m_games, &problem);
    if (read)
        return *read;
    // Damaged since it was read: kept aside like one found at the start,
    // and the table last read stands in for it.
    const QString aside = DataFile::keepAside(m_path, QStringLiteral("corrupt"));
    qWarning("%s",
             qPrintable(tr("The statistics could not be read. %1 The unreadable file was kept as %2.")
                            .arg(problem, QDir::toNativeSeparators(aside))));
    return m_lastRead;
}

bool StatisticsStore::save(bool resetting, QString *error)
{
    if (m_path.isEmpty()) {
        m_pending.clear();
        emit changed();
        return true;
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QString problem;
    DataFile::removeAbandonedLock(m_path + QStringLiteral(".lock"));
    QLockFile lock(m_path + QStringLiteral(".lock"));
    // Held for one read and one write: a lock older than that belongs to a
    // process that has ended (QLockFile also checks whether it still runs).
    lock.setStaleLockTime(std::chrono::seconds(30));
    // A lock that cannot even be made (no such folder, a full disk) leaves
    // the write to say what is wrong; one held too long is another window's.
    if (!lock.tryLock(std::chrono::seconds(5)) && lock.error() == QLockFile::LockFailedError) {
        problem = tr("The statistics file %1 is in use by another Quatre; this game will be counted at the next one.")
                      .arg(QDir::toNativeSeparators(m_path));
    } else {
        const Statistics updated = resetting ? Statistics(m_games) : withPending(readCurrent());
        if (DataFile::write(m_path, updated.toJson(), &problem)) {
            m_pending.clear();
            m_lastRead = updated;
            m_statistics = updated;
            emit changed();
            return true;
        }
    }
    qWarning("%s", qPrintable(problem));
    if (error)
        *error = problem;
    emit changed(); // the count waiting in memory
    return false;
}

} // namespace quatre::ui
