#include "ui/statistics/statisticsstore.h"

#include "ui/scheduling/backgroundpriority.h"
#include "ui/storage/datafile.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>

#include <algorithm>

namespace quatre::ui {

StatisticsStore::StatisticsStore(const QString &path, const GameRegistry &games, QObject *parent)
    : QObject(parent)
    , m_path(path)
    , m_games(games)
    , m_statistics(games)
    , m_fileTable(games)
    , m_lastRead(games)
    , m_thread([this] { run(); })
{}

StatisticsStore::~StatisticsStore()
{
    {
        std::lock_guard lock(m_mutex);
        m_closing = true;
    }
    m_wake.notify_all();
    m_thread.join(); // after the last write: see run()
}

QString StatisticsStore::load()
{
    finish();
    m_statistics = Statistics(m_games);
    m_fileTable = m_statistics;
    QString warning;
    if (!m_path.isEmpty() && QFileInfo::exists(m_path)) {
        QString problem;
        std::optional<Statistics> read;
        if (const std::optional<QByteArray> data = DataFile::read(m_path, &problem))
            read = Statistics::fromJson(*data, m_games, &problem);
        if (read) {
            m_fileTable = *read;
        } else {
            const QString aside = DataFile::keepAside(m_path, QStringLiteral("corrupt"));
            warning = !aside.isEmpty()
                ? tr("The statistics could not be read. %1 They start again from zero; the "
                     "unreadable file was kept as %2.")
                      .arg(problem, QDir::toNativeSeparators(aside))
                : tr("The statistics could not be read. %1 They start again from zero.").arg(problem);
            qWarning("%s", qPrintable(warning));
        }
    }
    m_statistics = withChanges(m_fileTable, m_unsaved);
    {
        std::lock_guard lock(m_mutex);
        m_lastRead = m_fileTable;
    }
    emit changed();
    return warning;
}

void StatisticsStore::record(std::string_view game, const AiLevel &opponent, GameResult result)
{
    m_statistics.record(game, opponent, result);
    give({++m_lastNumber, false, std::string(game), opponent, result});
    emit changed();
}

bool StatisticsStore::reset(QString *error)
{
    m_statistics = Statistics(m_games);
    give({++m_lastNumber, true, {}, kNetworkOpponent, GameResult::Draw});
    emit changed();
    return finish(error);
}

void StatisticsStore::give(Change change)
{
    if (m_path.isEmpty()) {
        m_fileTable = m_statistics;
        return;
    }
    m_unsaved.push_back(change);
    {
        std::lock_guard lock(m_mutex);
        m_given.push_back(std::move(change));
    }
    m_wake.notify_all();
}

bool StatisticsStore::finish(QString *error)
{
    {
        std::unique_lock lock(m_mutex);
        m_wake.wait(lock, [&] { return m_given.empty() && !m_writing; });
    }
    collect(false);
    if (error)
        *error = m_lastProblem;
    return m_unsaved.empty();
}

void StatisticsStore::collect(bool report)
{
    std::vector<Outcome> outcomes;
    {
        std::lock_guard lock(m_mutex);
        outcomes.swap(m_outcomes);
    }
    bool wrote = false;
    for (Outcome &outcome : outcomes) {
        if (outcome.written) {
            wrote = true;
            m_fileTable = std::move(*outcome.written);
            std::erase_if(m_unsaved, [&](const Change &c) { return c.number <= outcome.lastChange; });
            m_lastProblem.clear();
        } else {
            m_lastProblem = outcome.problem;
        }
    }
    if (wrote) {
        // Another window's games, read with this one's, show too.
        m_statistics = withChanges(m_fileTable, m_unsaved);
        emit changed();
    }
    if (report && !outcomes.empty() && !outcomes.back().written)
        emit failed(m_lastProblem);
}

Statistics StatisticsStore::withChanges(Statistics table, const std::vector<Change> &changes) const
{
    for (const Change &change : changes) {
        if (change.reset)
            table = Statistics(m_games);
        else
            table.record(change.game, change.opponent, change.result);
    }
    return table;
}

void StatisticsStore::run()
{
    setCurrentThreadBackgroundPriority();
    std::unique_lock lock(m_mutex);
    bool lastTry = false; // at closing, for counts a failed write left waiting
    for (;;) {
        m_wake.wait(lock, [&] { return m_closing || !m_given.empty(); });
        if (m_given.empty()) {
            if (m_taken.empty() || lastTry)
                return; // closing, and every change written or tried once more
            lastTry = true;
        }
        std::move(m_given.begin(), m_given.end(), std::back_inserter(m_taken));
        m_given.clear();
        m_writing = true;
        const std::vector<Change> changes = m_taken;
        const Statistics lastRead = m_lastRead;
        lock.unlock();
        Outcome outcome = write(changes, lastRead);
        lock.lock();
        if (outcome.written) {
            m_taken.clear();
            m_lastRead = *outcome.written;
        }
        m_outcomes.push_back(std::move(outcome));
        m_writing = false;
        m_wake.notify_all();
        QMetaObject::invokeMethod(
            this, [this] { collect(true); }, Qt::QueuedConnection);
    }
}

Statistics StatisticsStore::readCurrent(const Statistics &lastRead) const
{
    if (!QFileInfo::exists(m_path))
        return Statistics(m_games); // none yet, or reset by another window
    // Not a file (a folder in its place): the write that follows says so.
    if (!DataFile::isRegularFile(m_path))
        return lastRead;
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
    return lastRead;
}

StatisticsStore::Outcome StatisticsStore::write(const std::vector<Change> &changes, const Statistics &lastRead) const
{
    Outcome outcome;
    outcome.lastChange = changes.back().number;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    DataFile::removeAbandonedLock(m_path + QStringLiteral(".lock"));
    QLockFile lock(m_path + QStringLiteral(".lock"));
    // Held for one read and one write: a lock older than that belongs to a
    // process that has ended (QLockFile also checks whether it still runs).
    lock.setStaleLockTime(std::chrono::seconds(30));
    // A lock that cannot even be made (no such folder, a full disk) leaves
    // the write to say what is wrong; one held too long is another window's.
    if (!lock.tryLock(std::chrono::seconds(5)) && lock.error() == QLockFile::LockFailedError) {
        outcome.problem =
            tr("The statistics file %1 is in use by another Quatre; this game will be counted at the next one.")
                .arg(QDir::toNativeSeparators(m_path));
    } else {
        // After a reset the file's earlier table does not matter.
        const bool resetting = std::any_of(changes.begin(), changes.end(), [](const Change &c) { return c.reset; });
        Statistics updated = withChanges(resetting ? Statistics(m_games) : readCurrent(lastRead), changes);
        if (DataFile::write(m_path, updated.toJson(), &outcome.problem))
            outcome.written = std::move(updated);
    }
    if (!outcome.written)
        qWarning("%s", qPrintable(outcome.problem));
    return outcome;
}

} // namespace quatre::ui
