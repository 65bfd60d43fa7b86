#include "ui/storage/backgroundwriter.h"

#include "ui/scheduling/backgroundpriority.h"
#include "ui/storage/datafile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace quatre::ui {

BackgroundWriter::BackgroundWriter(QObject *parent)
    : QObject(parent)
    , m_thread([this] { run(); })
{}

BackgroundWriter::~BackgroundWriter()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_thread.join(); // after the queue is empty: see run()
}

void BackgroundWriter::write(const QString &path, const QByteArray &data)
{
    give(path, data);
}

void BackgroundWriter::remove(const QString &path)
{
    give(path, std::nullopt);
}

void BackgroundWriter::give(const QString &path, std::optional<QByteArray> data)
{
    {
        std::lock_guard lock(m_mutex);
        const auto older = std::find_if(m_queue.begin(), m_queue.end(), [&](const auto &w) { return w.first == path; });
        if (older != m_queue.end())
            older->second = std::move(data);
        else
            m_queue.emplace_back(path, std::move(data));
    }
    m_changed.notify_all();
}

void BackgroundWriter::settle(const QString &path)
{
    std::unique_lock lock(m_mutex);
    m_queue.erase(std::remove_if(m_queue.begin(), m_queue.end(), [&](const auto &w) { return w.first == path; }),
                  m_queue.end());
    m_changed.wait(lock, [&] { return m_writing != path; });
}

void BackgroundWriter::finish()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [&] { return m_queue.empty() && m_writing.isEmpty(); });
}

void BackgroundWriter::run()
{
    setCurrentThreadBackgroundPriority();
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [&] { return m_stopping || !m_queue.empty(); });
        if (m_queue.empty())
            return; // stopping, and every write done
        auto [path, data] = std::move(m_queue.front());
        m_queue.pop_front();
        m_writing = path;
        lock.unlock();
        QString error;
        bool done = true;
        if (data) {
            QDir().mkpath(QFileInfo(path).absolutePath());
            done = DataFile::write(path, *data, &error);
        } else {
            QFile::remove(path);
        }
        if (!done)
            QMetaObject::invokeMethod(this, [this, path = path, error] { emit failed(path, error); });
        lock.lock();
        m_writing.clear();
        m_changed.notify_all();
    }
}

} // namespace quatre::ui
