// A named pipe (mkfifo) for the tests that check such a file is refused,
// and a guard that makes sure those tests end even when the code under test
// does open it: open() of a pipe waits for the other end, for ever. After a
// grace period the guard becomes both ends: it keeps the pipe open for
// reading (and drains it), so that a writer's open() returns, and opens and
// closes it for writing again and again, so that a reader's open() returns
// and then reads an empty file. The test then fails on its checks instead
// of hanging.
#pragma once

#include <QFile>
#include <QString>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace quatre::testing {

class NamedPipe {
public:
    explicit NamedPipe(const QString &path, std::chrono::milliseconds grace = std::chrono::seconds(3))
        : m_path(QFile::encodeName(path))
    {
        m_made = mkfifo(m_path.constData(), 0600) == 0;
        if (m_made)
            m_guard = std::thread([this, grace] { guard(grace); });
    }
    ~NamedPipe()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_all();
        if (m_guard.joinable())
            m_guard.join();
    }
    NamedPipe(const NamedPipe &) = delete;
    NamedPipe &operator=(const NamedPipe &) = delete;

    bool isMade() const { return m_made; }

private:
    void guard(std::chrono::milliseconds grace)
    {
        std::unique_lock lock(m_mutex);
        if (m_wake.wait_for(lock, grace, [this] { return m_stop; }))
            return;
        int reader = -1;
        while (!m_stop) {
            if (reader < 0)
                reader = ::open(m_path.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
            char drained[4096];
            while (reader >= 0 && ::read(reader, drained, sizeof drained) > 0) {}
            // With O_NONBLOCK this never waits: it succeeds while a reader is
            // there (ours, and one still blocked in open(), which it releases).
            if (const int writer = ::open(m_path.constData(), O_WRONLY | O_NONBLOCK | O_CLOEXEC); writer >= 0)
                ::close(writer);
            m_wake.wait_for(lock, std::chrono::milliseconds(20), [this] { return m_stop; });
        }
        if (reader >= 0)
            ::close(reader);
    }

    QByteArray m_path;
    bool m_made = false;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_guard;
};

} // namespace quatre::testing
