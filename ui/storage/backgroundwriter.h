// Files written on a thread of their own, so that the thread that asks (the
// window's) never waits for the disk. DataFile::write() ends with an fsync
// (QSaveFile::commit()), which behind a busy disk has held the window's
// event loop for 60 ms with next to no CPU time used (`quatre-cli bench
// --window --trace-stalls`); the autosave writes after every move. That
// thread runs below the window's (ui/scheduling/backgroundpriority.h).
//
// The writes keep their order, and a newer write (or removal) of a file
// replaces one of the same file that has not started: only the last state
// matters.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace quatre::ui {

class BackgroundWriter : public QObject {
    Q_OBJECT

public:
    explicit BackgroundWriter(QObject *parent = nullptr);
    // Finishes every write given: nothing is lost by closing.
    ~BackgroundWriter() override;

    // DataFile::write(path, data), creating the folder if needed.
    void write(const QString &path, const QByteArray &data);
    // Removes the file at `path`, after the writes given before.
    void remove(const QString &path);
    // Drops the write of `path` that has not started and waits for one that
    // has, so that the file is as the last finished write left it: before
    // the file is written at once, read, moved or removed.
    void settle(const QString &path);
    // Waits until every write given so far is done.
    void finish();

signals:
    // From the writer's thread, delivered in the thread this object lives in.
    void failed(const QString &path, const QString &error);

private:
    void run();
    void give(const QString &path, std::optional<QByteArray> data);

    std::mutex m_mutex;
    std::condition_variable m_changed; // a write was given or done, or the writer stops
    std::deque<std::pair<QString, std::optional<QByteArray>>> m_queue; // nullopt: remove the file
    QString m_writing; // the file being written, empty when none
    bool m_stopping = false;
    std::thread m_thread; // last: started once the rest exists
};

} // namespace quatre::ui
