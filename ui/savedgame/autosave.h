// The game left unfinished when the window closed, kept in one file of the
// data folder until the next start offers it back.
#pragma once

#include "ui/savedgame/savedgame.h"

#include <QString>

#include <optional>

namespace quatre::ui {

class Autosave {
public:
    // `directory` empty: nothing is kept (exists() is false, write() does nothing).
    explicit Autosave(const QString &directory);

    QString path() const { return m_path; }
    bool exists() const;
    // Atomically, creating the folder if needed.
    bool write(const SavedGame &game, QString *error = nullptr) const;
    std::optional<SavedGame> read(const GameRegistry &games, QString *error = nullptr) const;
    void discard() const;
    // Moves an autosave that could not be read out of the way, never
    // deleting it (DataFile::keepAside(), as autosave.quatre.unreadable).
    // Returns where it went; empty, with `error` set, if it stayed.
    QString keepAside(QString *error = nullptr) const;

private:
    QString m_path;
};

} // namespace quatre::ui
