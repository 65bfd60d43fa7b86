#include "ui/storage/datafile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <filesystem>
#include <system_error>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace quatre::ui {

namespace {

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

std::filesystem::path nativePath(const QString &path)
{
    return std::filesystem::path(QFile::encodeName(path).toStdString());
}

} // namespace

bool DataFile::write(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        const QFileInfo folder(QFileInfo(path).absolutePath());
        setError(
            error,
            folder.isDir()
                ? tr("Cannot write \"%1\": %2.").arg(shown(path), file.errorString())
                : tr("Cannot write \"%1\": the folder %2 does not exist.").arg(shown(path), shown(folder.filePath())));
        return false;
    }
    // Checked before commit(): Qt 6.4 takes a short write followed by an
    // error (a disk that fills up in the middle of the file) for a success,
    // and would then commit the truncated file. The size on disk tells.
    const qint64 written = file.write(data);
    if (written != data.size() || !file.flush() || file.size() != data.size()) {
        const qint64 onDisk = std::max<qint64>(0, std::min(written, file.size()));
        file.cancelWriting();
        setError(error,
                 tr("Cannot write \"%1\": only %2 of %3 bytes could be written (is the disk full?). The "
                    "previous file, if any, is unchanged.")
                     .arg(shown(path))
                     .arg(onDisk)
                     .arg(data.size()));
        return false;
    }
    if (!file.commit()) {
        setError(error,
                 tr("Cannot write \"%1\": %2. The previous file, if any, is unchanged.")
                     .arg(shown(path), file.errorString()));
        return false;
    }
    return true;
}

std::optional<QByteArray> DataFile::read(const QString &path, QString *error, qint64 maxBytes)
{
    if (!isRegularFile(path, error))
        return std::nullopt;
    const QFileInfo info(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, tr("Cannot read \"%1\": %2.").arg(shown(path), file.errorString()));
        return std::nullopt;
    }
    auto tooLarge = [&] {
        // A file whose size says nothing (those of /proc say 0) or that grew
        // since: only what was read is known.
        if (info.size() <= maxBytes)
            setError(
                error,
                tr("\"%1\" is too large: Quatre reads files of at most %2 KiB.").arg(shown(path)).arg(maxBytes / 1024));
        else
            setError(error,
                     tr("\"%1\" is too large (%2 KiB): Quatre reads files of at most %3 KiB.")
                         .arg(shown(path))
                         .arg((info.size() + 1023) / 1024)
                         .arg(maxBytes / 1024));
        return std::nullopt;
    };
    if (file.size() > maxBytes)
        return tooLarge();
    // The size may grow between the check and the read: never read more
    // than one byte past the limit.
    QByteArray data = readAtMost(file, maxBytes);
    if (data.size() > maxBytes)
        return tooLarge();
    if (file.error() != QFileDevice::NoError) {
        setError(error, tr("Cannot read \"%1\": %2.").arg(shown(path), file.errorString()));
        return std::nullopt;
    }
    return data;
}

QByteArray DataFile::readAtMost(QIODevice &device, qint64 maxBytes)
{
    constexpr qint64 kChunkBytes = qint64(1) << 20;
    QByteArray data;
    // The size a file claims is only a hint (see read()), but it saves
    // growing the buffer chunk by chunk.
    data.reserve(std::clamp<qint64>(device.size(), 0, maxBytes) + 1);
    while (data.size() <= maxBytes) {
        const QByteArray chunk = device.read(std::min(kChunkBytes, maxBytes + 1 - data.size()));
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    return data;
}

bool DataFile::isRegularFile(const QString &path, QString *error)
{
    const QFileInfo info(path); // follows symbolic links
    if (!info.exists()) {
        // QFileInfo cannot tell a loop of links (a -> b -> a) from nothing.
        std::error_code failure;
        (void)std::filesystem::status(nativePath(path), failure);
        if (failure == std::errc::too_many_symbolic_link_levels)
            setError(error, tr("\"%1\" is a loop of symbolic links, not a regular file.").arg(shown(path)));
        else
            setError(error, tr("The file \"%1\" does not exist.").arg(shown(path)));
        return false;
    }
    if (info.isDir()) {
        setError(error, tr("\"%1\" is a folder, not a file.").arg(shown(path)));
        return false;
    }
    if (!info.isFile()) {
        std::error_code failure;
        switch (std::filesystem::status(nativePath(path), failure).type()) {
        case std::filesystem::file_type::character:
        case std::filesystem::file_type::block:
            // Such as /dev/zero, which never ends.
            setError(error, tr("\"%1\" is a device, not a regular file.").arg(shown(path)));
            break;
        default: setError(error, tr("\"%1\" is not a regular file.").arg(shown(path))); break;
        }
        return false;
    }
    return true;
}

QString DataFile::keepAside(const QString &path, const QString &suffix, QString *error)
{
    const QString first = path + QLatin1Char('.') + suffix;
    std::error_code failure;
    for (int number = 1; number < 1000; ++number) {
        const QString aside = number == 1 ? first : first + QLatin1Char('.') + QString::number(number);
        // symlink_status: a dangling link takes the name too.
        const std::filesystem::file_type type = std::filesystem::symlink_status(nativePath(aside), failure).type();
        if (type == std::filesystem::file_type::none)
            break; // cannot tell: `failure` says why
        if (type != std::filesystem::file_type::not_found)
            continue;
        // std::filesystem rather than QFile::rename(), which may fall back to
        // copying and deleting: that would open a named pipe, and a copy cut
        // short would keep less than the original.
        std::filesystem::rename(nativePath(path), nativePath(aside), failure);
        if (!failure)
            return aside;
        break;
    }
    if (!failure) // every name was taken
        failure = std::make_error_code(std::errc::file_exists);
    setError(error,
             tr("\"%1\" could not be moved aside: %2.").arg(shown(path), QString::fromLocal8Bit(failure.message())));
    return {};
}

bool DataFile::removeAbandonedLock(const QString &lockPath)
{
    const QFileInfo info(lockPath);
    // The instant between a live owner's open() and its flock(): too young to judge.
    if (!info.isFile() || info.isSymLink() || info.lastModified().msecsTo(QDateTime::currentDateTime()) < 100)
        return false;
    const int fd = ::open(QFile::encodeName(lockPath).constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return false;
    bool removed = false;
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
        removed = ::unlink(QFile::encodeName(lockPath).constData()) == 0;
        ::flock(fd, LOCK_UN);
    }
    ::close(fd);
    return removed;
}

QStringList DataFile::removeLeftovers(const QStringList &targets, std::chrono::seconds minAge)
{
    QStringList removed;
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-minAge.count());
    for (const QString &target : targets) {
        if (target.isEmpty())
            continue;
        const QFileInfo info(target);
        // QSaveFile's name for its temporary file when the file system cannot
        // make an unnamed one: the target's name, a dot and six random
        // letters. A name of one case only is left alone: it may be one a
        // person gave a copy of their own ("statistics.json.backup"), and a
        // temporary file rarely has one.
        const QRegularExpression ours(QRegularExpression::anchoredPattern(
            QRegularExpression::escape(info.fileName()) + QStringLiteral("\\.(?=.*[a-z])(?=.*[A-Z])[A-Za-z]{6}")));
        const QFileInfoList candidates =
            info.dir().entryInfoList({info.fileName() + QStringLiteral(".??????")}, QDir::Files | QDir::Hidden);
        for (const QFileInfo &candidate : candidates) {
            if (candidate.isSymLink() || !ours.match(candidate.fileName()).hasMatch()
                || candidate.lastModified().toUTC() > before)
                continue;
            if (QFile::remove(candidate.filePath()))
                removed << candidate.filePath();
        }
    }
    return removed;
}

} // namespace quatre::ui
