#include "ui/savedgame/autosave.h"

#include "ui/storage/datafile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>

#include <algorithm>

namespace quatre::ui {

namespace {

QString slotName(int index)
{
    return index == 1 ? QStringLiteral("autosave.quatre") : QStringLiteral("autosave-%1.quatre").arg(index);
}

} // namespace

AutosaveSlot::AutosaveSlot(const QString &path)
    : m_path(path)
{}

AutosaveSlot::~AutosaveSlot() = default;

QString AutosaveSlot::settingsGroup() const
{
    return QFileInfo(m_path).completeBaseName();
}

bool AutosaveSlot::claim()
{
    if (m_lock)
        return true;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    DataFile::removeAbandonedLock(m_path + QStringLiteral(".lock"));
    auto lock = std::make_unique<QLockFile>(m_path + QStringLiteral(".lock"));
    // A run may last for days: only a lock whose process has ended is
    // stale, never one that is merely old.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return false;
    m_lock = std::move(lock);
    return true;
}

bool AutosaveSlot::exists() const
{
    const QFileInfo info(m_path);
    return info.exists() || info.isSymLink();
}

QDateTime AutosaveSlot::lastModified() const
{
    return QFileInfo(m_path).lastModified();
}

bool AutosaveSlot::write(const SavedGame &game, QString *error) const
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    return DataFile::write(m_path, game.toJson(), error);
}

std::optional<SavedGame> AutosaveSlot::read(const GameRegistry &games, QString *error) const
{
    const std::optional<QByteArray> data = DataFile::read(m_path, error);
    return data ? SavedGame::fromJson(*data, games, error) : std::nullopt;
}

void AutosaveSlot::discard() const
{
    QFile::remove(m_path);
}

QString AutosaveSlot::keepAside(QString *error) const
{
    return DataFile::keepAside(m_path, QStringLiteral("unreadable"), error);
}

Autosave::Autosave(const QString &directory)
    : m_directory(directory)
{
    if (directory.isEmpty())
        return;
    for (int index = 1; index <= kSlotCount; ++index) {
        auto slot = std::make_unique<AutosaveSlot>(QDir(directory).filePath(slotName(index)));
        if (!slot->exists() && slot->claim() && !slot->exists()) {
            m_own = std::move(slot);
            return;
        }
    }
}

Autosave::~Autosave() = default;

QString Autosave::path() const
{
    return m_own ? m_own->path() : QString();
}

QString Autosave::settingsGroup() const
{
    return m_own ? m_own->settingsGroup() : QString();
}

bool Autosave::exists() const
{
    return m_own && m_own->exists();
}

bool Autosave::write(const SavedGame &game, QString *error) const
{
    return !m_own || m_own->write(game, error);
}

std::optional<SavedGame> Autosave::read(const GameRegistry &games, QString *error) const
{
    return m_own ? m_own->read(games, error) : std::nullopt;
}

void Autosave::discard() const
{
    if (m_own)
        m_own->discard();
}

QString Autosave::keepAside(QString *error) const
{
    return m_own ? m_own->keepAside(error) : QString();
}

std::vector<std::unique_ptr<AutosaveSlot>> Autosave::claimLeftGames() const
{
    std::vector<std::unique_ptr<AutosaveSlot>> left;
    for (const QString &path : slotPaths()) {
        if (m_own && path == m_own->path())
            continue;
        auto slot = std::make_unique<AutosaveSlot>(path);
        if (slot->exists() && slot->claim() && slot->exists())
            left.push_back(std::move(slot));
    }
    std::stable_sort(left.begin(), left.end(),
                     [](const auto &a, const auto &b) { return a->lastModified() > b->lastModified(); });
    return left;
}

void Autosave::adopt(std::unique_ptr<AutosaveSlot> slot)
{
    m_own = std::move(slot);
}

QStringList Autosave::slotPaths() const
{
    QStringList paths;
    if (m_directory.isEmpty())
        return paths;
    for (int index = 1; index <= kSlotCount; ++index)
        paths << QDir(m_directory).filePath(slotName(index));
    return paths;
}

} // namespace quatre::ui
