// The statistics kept in a JSON file of the data folder, shared by every
// running Quatre of the person: each change is a read-modify-write under a
// lock file (<path>.lock, QLockFile), so two windows that finish games at
// the same time both count, and the file is replaced atomically.
//
// The writes run on a thread of the store's own: the lock may be held by
// another window for seconds, and the write ends with an fsync, neither of
// which the window's thread may wait for at the end of a game. A change is
// shown at once; the file follows. That thread runs below the window's
// (ui/scheduling/backgroundpriority.h).
#pragma once

#include "ui/statistics/statistics.h"

#include <QObject>
#include <QString>

#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace quatre::ui {

class StatisticsStore : public QObject {
    Q_OBJECT

public:
    // `path` empty: the statistics live in memory only.
    // Of the games in `games`, which must outlive the store.
    StatisticsStore(const QString &path, const GameRegistry &games, QObject *parent = nullptr);
    // Writes every change given first: nothing is lost by closing.
    ~StatisticsStore() override;

    QString path() const { return m_path; }
    const Statistics &statistics() const { return m_statistics; }
    const GameRegistry &games() const { return m_games; }

    // Reads the file; no file is no games yet. A file that cannot be read is
    // not fatal: the statistics start empty, the bad file is kept aside as
    // <path>.corrupt (or .corrupt.2 and so on: an earlier one is kept too,
    // DataFile::keepAside()), and the return value says so
    // in words (it is also logged with qWarning). Empty when all went well.
    QString load();

    // Count one game, shown at once. The store's thread reads the file
    // again (another window may have counted games since), adds this one and
    // writes it back, under the lock. On a failure (the lock not free within
    // a few seconds, a failed write) failed() says why, and the count waits
    // in memory, shown already, for the next change to write it.
    void record(std::string_view game, const AiLevel &opponent, GameResult result);
    // Forget every result, in memory and in the file; waits for the file.
    // False when the file could not be written, `error` says why.
    bool reset(QString *error = nullptr);
    // Waits until every change given so far has been tried. True when all
    // are in the file; otherwise `error` says why not (failed() is not
    // emitted for what this reports).
    bool finish(QString *error = nullptr);

signals:
    void changed();
    // A write on the store's thread failed; delivered on the store's own
    // thread (the window's).
    void failed(const QString &error);

private:
    // One change, numbered in the order given: a game counted, or every
    // result forgotten.
    struct Change {
        std::uint64_t number = 0;
        bool reset = false;
        std::string game; // the rest, of a game counted
        AiLevel opponent = kNetworkOpponent;
        GameResult result = GameResult::Draw;
    };
    // What one write did: the table now in the file, or why there is none.
    struct Outcome {
        std::uint64_t lastChange = 0; // the changes up to this one were in it
        std::optional<Statistics> written;
        QString problem;
    };

    void give(Change change);
    void run();
    Outcome write(const std::vector<Change> &changes, const Statistics &lastRead) const;
    // The file's table as it is now, under the lock: `lastRead` when the
    // file cannot be read (it is kept aside, never lost).
    Statistics readCurrent(const Statistics &lastRead) const;
    // Takes in the writes done; `report`: emit failed() if the last one failed.
    void collect(bool report);
    Statistics withChanges(Statistics table, const std::vector<Change> &changes) const;

    const QString m_path;
    const GameRegistry &m_games;

    // The window's thread's side.
    Statistics m_statistics; // what is shown: the file plus what waits
    Statistics m_fileTable; // the file's table as last read or written
    std::vector<Change> m_unsaved; // given, not yet in the file
    std::uint64_t m_lastNumber = 0;
    QString m_lastProblem; // why the last write failed; empty after one succeeded

    // Shared with the writer's thread, under m_mutex.
    std::mutex m_mutex;
    std::condition_variable m_wake; // a change was given, a write ended, or the store closes
    std::vector<Change> m_given; // not yet taken by the writer
    std::vector<Change> m_taken; // taken by the writer and not yet written (kept after a failure)
    Statistics m_lastRead; // the writer's copy of m_fileTable
    std::vector<Outcome> m_outcomes; // done, not yet collected
    bool m_writing = false;
    bool m_closing = false;
    std::thread m_thread; // last: started once the rest exists
};

} // namespace quatre::ui
