#include "ui/savedgame/recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace quatre::ui {

namespace {

const QString kKey = QStringLiteral("files/recent");

QString normalised(const QString &path)
{
    return QFileInfo(path).absoluteFilePath();
}

} // namespace

QStringList RecentFiles::files() const
{
    if (!m_store)
        return {};
    // A hand-edited or corrupt entry may be anything: keep its usable part.
    QStringList files;
    for (const QString &entry : m_store->value(kKey).toStringList()) {
        if (entry.isEmpty())
            continue;
        const QString path = normalised(entry);
        if (!files.contains(path))
            files << path;
        if (files.size() == kMaxFiles)
            break;
    }
    return files;
}

void RecentFiles::add(const QString &path)
{
    QStringList list = files();
    const QString file = normalised(path);
    list.removeAll(file);
    list.prepend(file);
    setFiles(list.mid(0, kMaxFiles));
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    if (list.removeAll(normalised(path)) > 0)
        setFiles(list);
}

void RecentFiles::clear()
{
    setFiles({});
}

QStringList RecentFiles::removeMissing()
{
    QStringList kept;
    QStringList missing;
    for (const QString &file : files())
        (QFileInfo::exists(file) ? kept : missing) << file;
    if (!missing.isEmpty())
        setFiles(kept);
    return missing;
}

void RecentFiles::setFiles(const QStringList &files)
{
    if (!m_store)
        return;
    if (files.isEmpty())
        m_store->remove(kKey);
    else
        m_store->setValue(kKey, files);
    m_store->sync();
}

} // namespace quatre::ui
