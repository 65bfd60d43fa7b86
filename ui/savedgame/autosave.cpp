#include "ui/savedgame/autosave.h"

#include "ui/storage/datafile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace quatre::ui {

Autosave::Autosave(const QString &directory)
    : m_path(directory.isEmpty() ? QString() : QDir(directory).filePath(QStringLiteral("autosave.quatre")))
{}

bool Autosave::exists() const
{
    return !m_path.isEmpty() && QFileInfo::exists(m_path);
}

bool Autosave::write(const SavedGame &game, QString *error) const
{
    if (m_path.isEmpty())
        return true;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    return DataFile::write(m_path, game.toJson(), error);
}

std::optional<SavedGame> Autosave::read(const GameRegistry &games, QString *error) const
{
    if (m_path.isEmpty())
        return std::nullopt;
    const std::optional<QByteArray> data = DataFile::read(m_path, error);
    return data ? SavedGame::fromJson(*data, games, error) : std::nullopt;
}

void Autosave::discard() const
{
    if (!m_path.isEmpty())
        QFile::remove(m_path);
}

QString Autosave::keepAside(QString *error) const
{
    return m_path.isEmpty() ? QString() : DataFile::keepAside(m_path, QStringLiteral("unreadable"), error);
}

} // namespace quatre::ui
