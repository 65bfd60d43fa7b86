// The games left unfinished when a window closed (or when the program was
// killed), kept in the data folder until a start offers them back.
//
// Every running Quatre keeps its game in a slot of its own: autosave.quatre,
// autosave-2.quatre, ... autosave-16.quatre, each held while the program runs
// by a lock file beside it (<slot>.lock, QLockFile). So two windows never
// write the same file, and a slot file whose lock is free holds a game that
// a run which has ended left behind: one that quit, and equally one that was
// killed (the lock of a process that no longer runs is taken over).
#pragma once

#include "ui/savedgame/savedgame.h"

#include <QDateTime>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

class QLockFile;

namespace quatre::ui {

// One autosave file and the lock that says which run writes it.
class AutosaveSlot {
public:
    explicit AutosaveSlot(const QString &path);
    ~AutosaveSlot();
    AutosaveSlot(const AutosaveSlot &) = delete;
    AutosaveSlot &operator=(const AutosaveSlot &) = delete;

    QString path() const { return m_path; }
    // The settings group that keeps what the file does not say (the saved
    // game it came from): the file's base name, "autosave" for the first.
    QString settingsGroup() const;

    // Takes the slot for this run, unless another running Quatre holds it.
    // Returns whether this run holds it now.
    bool claim();
    bool isClaimed() const { return m_lock != nullptr; }

    bool exists() const;
    QDateTime lastModified() const;
    // Atomically (DataFile::write()), creating the folder if needed.
    bool write(const SavedGame &game, QString *error = nullptr) const;
    std::optional<SavedGame> read(const GameRegistry &games, QString *error = nullptr) const;
    void discard() const;
    // Moves a file that could not be read out of the way, never deleting
    // it (DataFile::keepAside(), as <slot>.unreadable). Returns where it
    // went; empty, with `error` set, if it stayed.
    QString keepAside(QString *error = nullptr) const;

private:
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
};

class Autosave {
public:
    static constexpr int kSlotCount = 16;

    // Claims this run's slot in `directory`: the first one that holds no
    // file and no other run holds. `directory` empty (or every slot taken):
    // nothing is kept (exists() is false, write() does nothing).
    explicit Autosave(const QString &directory);
    ~Autosave();

    // This run's slot.
    QString path() const;
    QString settingsGroup() const;
    bool exists() const;
    bool write(const SavedGame &game, QString *error = nullptr) const;
    std::optional<SavedGame> read(const GameRegistry &games, QString *error = nullptr) const;
    void discard() const;
    QString keepAside(QString *error = nullptr) const;

    // The games that runs which have ended left behind, newest first, each
    // claimed by this run so that no other start offers it at the same time.
    // Dropping one releases it: the next start offers it again.
    std::vector<std::unique_ptr<AutosaveSlot>> claimLeftGames() const;
    // A left game continued: its slot becomes this run's, and the slot this
    // run held until now (which holds no file) is released.
    void adopt(std::unique_ptr<AutosaveSlot> slot);

    // Every slot's file, claimed or not.
    QStringList slotPaths() const;

private:
    QString m_directory;
    std::unique_ptr<AutosaveSlot> m_own;
};

} // namespace quatre::ui
