// Quatre in processes of its own, for the tests of what survives a kill, a
// signal or a second window: the settings they start with, starting and
// stopping them, and what their data folder holds afterwards.
#pragma once

#include "ui/games/gamelist.h"
#include "ui/savedgame/autosave.h"
#include "ui/settings/settings.h"
#include "ui/statistics/statistics.h"
#include "ui/storage/datafile.h"
#include "uitestsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace quatre::ui::test {

// The settings of the processes, in their own file of `dir` (the data
// folder is the file's folder): Connect Four 6x7 between `seat1` and
// `seat2`, no pacing and no animation, so games go as fast as they can.
inline QString writeProcessSettings(const QTemporaryDir &dir, const Seat &seat1, const Seat &seat2)
{
    Settings settings(builtInGames());
    settings.seats = {seat1, seat2};
    settings.pacingMs = Settings::kMinPacingMs;
    settings.animationSpeed = AnimationSpeed::Off;
    const QString path = dir.filePath(QStringLiteral("process.ini"));
    QSettings store(path, QSettings::IniFormat);
    settings.save(store);
    store.sync();
    return path;
}

inline std::unique_ptr<QProcess> startProcess(const QString &program, const QStringList &arguments)
{
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    process->setProcessEnvironment(environment);
    process->setProcessChannelMode(QProcess::SeparateChannels);
    process->start(program, arguments);
    return process;
}

// Waits (at most `timeoutMs`) for a line of standard output that starts with `prefix`.
inline bool waitForLine(QProcess &process, const QByteArray &prefix, int timeoutMs = 30000)
{
    QElapsedTimer clock;
    clock.start();
    QByteArray seen;
    while (clock.elapsed() < timeoutMs) {
        process.waitForReadyRead(50);
        seen += process.readAllStandardOutput();
        for (const QByteArray &line : seen.split('\n'))
            if (line.startsWith(prefix))
                return true;
        if (process.state() == QProcess::NotRunning)
            return false;
    }
    return false;
}

// The autosave files of the data folder `dir`, in slot order.
inline QStringList autosaveFiles(const QTemporaryDir &dir)
{
    QStringList files;
    for (int index = 1; index <= Autosave::kSlotCount; ++index) {
        const QString name =
            index == 1 ? QStringLiteral("autosave.quatre") : QStringLiteral("autosave-%1.quatre").arg(index);
        if (QFileInfo::exists(dir.filePath(name)))
            files << dir.filePath(name);
    }
    return files;
}

inline int countedGames(const Statistics &statistics)
{
    int games = 0;
    for (const Statistics::Row &row : statistics.rows())
        games += row.record.games();
    return games;
}

} // namespace quatre::ui::test
