// Reading and writing the player's files (saved games, the autosave, the
// statistics) so that nothing is ever half-written or read unchecked.
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <chrono>
#include <optional>

class QIODevice;

namespace quatre::ui {

class DataFile {
    Q_DECLARE_TR_FUNCTIONS(DataFile)

public:
    // No file Quatre reads is anywhere near this: a larger one is refused
    // before a byte of it is read, so a wrong or hostile file cannot make the
    // program swallow gigabytes.
    static constexpr qint64 kMaxBytes = 1024 * 1024;

    // Replaces `path` by `data` atomically (QSaveFile): the new contents go to
    // a temporary file beside it, which is renamed over the old file only once
    // completely written. On any failure (no such folder, no permission, a
    // full disk) the old file is left exactly as it was, and `error` says why.
    static bool write(const QString &path, const QByteArray &data, QString *error = nullptr);

    // The whole file, if it exists, is a regular file (isRegularFile()), can
    // be read and holds at most `maxBytes`.
    static std::optional<QByteArray> read(const QString &path, QString *error = nullptr, qint64 maxBytes = kMaxBytes);

    // Whether `path` is a regular file, after following symbolic links; if
    // not, `error` says what it is instead. Everything that reads a file the
    // person names asks this before opening it: open() of a named pipe waits
    // for a writer, for ever, and a device may never end.
    static bool isRegularFile(const QString &path, QString *error = nullptr);

    // What `device` holds from where it stands, but never more than one byte
    // past `maxBytes`, whatever size it claims: a result longer than
    // `maxBytes` says the device holds too much. The buffer grows with what
    // is read; QIODevice::read(maxBytes + 1) allocates all of it first (256
    // MiB for an opening book), which AddressSanitizer then fills.
    static QByteArray readAtMost(QIODevice &device, qint64 maxBytes);

    // Moves the file at `path`, which could not be used, out of the way to
    // <path>.<suffix>, or <path>.<suffix>.2, .3 and so on when that name is
    // taken: an earlier kept copy is never replaced. Returns the new path,
    // or empty (with `error` set) when it could not be moved; the file is
    // never deleted.
    static QString keepAside(const QString &path, const QString &suffix, QString *error = nullptr);

    // Removes a lock file (QLockFile's, QSettings' own included) that a
    // killed program left behind and that no running one holds. A kill
    // between the lock file's creation and the writing of its owner leaves
    // it empty, and QLockFile then waits for its whole stale time (30 s for
    // the settings, for ever for a lock with none); a live owner always
    // holds it with flock(), which a dead one no longer does. Returns
    // whether it was removed.
    static bool removeAbandonedLock(const QString &lockPath);

    // Removes the temporary files that a write of one of `targets` left
    // when the program was killed in the middle of it (<target>.XXXXXX
    // beside the target, see write()), once they are older than `minAge`:
    // a younger one may be another running Quatre's write in progress.
    // Returns the paths removed.
    static QStringList removeLeftovers(const QStringList &targets,
                                       std::chrono::seconds minAge = std::chrono::seconds(60));
};

} // namespace quatre::ui
