// The statistics kept in a JSON file of the data folder, shared by every
// running Quatre of the person: each change is a read-modify-write under a
// lock file (<path>.lock, QLockFile), so two windows that finish games at
// the same time both count, and the file is replaced atomically.
#pragma once

#include "ui/statistics/statistics.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

namespace quatre::ui {

class StatisticsStore : public QObject {
    Q_OBJECT

public:
    // `path` empty: the statistics live in memory only.
    // Of the games in `games`, which must outlive the store.
    StatisticsStore(const QString &path, const GameRegistry &games, QObject *parent = nullptr);

    QString path() const { return m_path; }
    const Statistics &statistics() const { return m_statistics; }
    const GameRegistry &games() const { return m_games; }

    // Reads the file; no file is no games yet. A file that cannot be read is
    // not fatal: the statistics start empty, the bad file is kept aside as
    // <path>.corrupt (or .corrupt.2 and so on: an earlier one is kept too,
    // DataFile::keepAside()), and the return value says so
    // in words (it is also logged with qWarning). Empty when all went well.
    QString load();

    // Count one game: read the file again (another window may have counted
    // games since), add this one and write it back, under the lock. On a
    // failure (the lock not free within a few seconds, a failed write) the
    // count waits in memory, shown already, and the next change writes it;
    // `error` says why.
    bool record(std::string_view game, const AiLevel &opponent, GameResult result, QString *error = nullptr);
    // Forget every result, in memory and in the file.
    bool reset(QString *error = nullptr);

signals:
    void changed();

private:
    struct PendingResult {
        std::string game;
        AiLevel opponent;
        GameResult result;
    };
    // The file's table as it is now, under the lock: the last table read
    // when the file cannot be read (it is kept aside, never lost).
    Statistics readCurrent();
    bool save(bool resetting, QString *error);
    Statistics withPending(Statistics table) const;

    QString m_path;
    const GameRegistry &m_games;
    Statistics m_statistics; // what is shown: the file plus what waits
    Statistics m_lastRead; // the file's table as last read or written
    std::vector<PendingResult> m_pending; // counted but not yet in the file
};

} // namespace quatre::ui
