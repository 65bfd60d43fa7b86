// The files opened or saved last, newest first, kept in the settings for the
// Game menu's Open Recent.
#pragma once

#include <QString>
#include <QStringList>

class QSettings;

namespace quatre::ui {

class RecentFiles {
public:
    static constexpr int kMaxFiles = 8;

    // `store` may be null: then nothing is remembered.
    explicit RecentFiles(QSettings *store)
        : m_store(store)
    {}

    // Absolute paths, newest first, at most kMaxFiles. Whatever the store
    // holds, this is a clean list.
    QStringList files() const;
    // Puts `path` first (once).
    void add(const QString &path);
    void remove(const QString &path);
    void clear();
    // Forgets the files that no longer exist and returns them.
    QStringList removeMissing();

private:
    void setFiles(const QStringList &files);

    QSettings *m_store;
};

} // namespace quatre::ui
