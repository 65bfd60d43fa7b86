// The statistics kept in a JSON file of the data folder: read once, written
// atomically after every change.
#pragma once

#include "ui/statistics/statistics.h"

#include <QObject>
#include <QString>

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

    // Count one game and save. On a failed write the count stays in memory
    // (the next save writes it) and `error` says why.
    bool record(std::string_view game, const AiLevel &opponent, GameResult result, QString *error = nullptr);
    // Forget every result, in memory and in the file.
    bool reset(QString *error = nullptr);

signals:
    void changed();

private:
    bool save(QString *error);

    QString m_path;
    const GameRegistry &m_games;
    Statistics m_statistics;
};

} // namespace quatre::ui
