#include "ui/document/gamedocument.h"

#include "ui/ai/aicontroller.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/session/gamesession.h"
#include "ui/storage/datafile.h"
#include "ui/widgets/question.h"

#include <QAction>
#include <QClipboard>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>
#include <vector>

namespace quatre::ui {

namespace {

// Settings keys of the autosave: the file the autosaved game came from, and
// whether it had moves that file does not hold.
// Each under the group of the autosave's slot (AutosaveSlot::settingsGroup()).
const QString kAutosaveFile = QStringLiteral("/file");
const QString kAutosaveModified = QStringLiteral("/modified");

// Anything longer on the clipboard is no position of any of the games.
constexpr int kMaxPastedPosition = 4096;

QString fileFilter()
{
    return GameDocument::tr("Quatre games (*.quatre *.json)") + QStringLiteral(";;")
        + GameDocument::tr("All files (*)");
}

} // namespace

GameDocument::GameDocument(GameSession *session, AiController *ai, const GameRegistry &games, QSettings *store,
                           const QString &dataDirectory, QWidget *window)
    : QObject(window)
    , m_session(session)
    , m_ai(ai)
    , m_games(games)
    , m_store(store)
    , m_window(window)
    , m_recent(store)
    , m_autosave(dataDirectory)
{
    // A game counts once: the first time it ends, not again after an undo.
    // showSavedGame() restores what the file says about it.
    connect(m_session, &GameSession::gameStarted, this, [this] {
        m_resultRecorded = false;
        m_filePath.clear();
        m_reviewedMoves.clear();
        m_reviewSummary.clear();
    });
    connect(m_session, &GameSession::cleanChanged, this, &GameDocument::fileChanged);
    connect(m_session, &GameSession::positionChanged, this, &GameDocument::autosaveInBackground);
    connect(&m_autosaveWriter, &BackgroundWriter::failed, this,
            [](const QString &, const QString &error) { qWarning("%s", qPrintable(error)); });
}

bool GameDocument::hasUnsavedMoves() const
{
    return m_session->game().plyCount() > 0 && (m_filePath.isEmpty() || !m_session->isClean());
}

void GameDocument::setReviewSummary(const std::vector<Move> &moves, const QStringList &summary)
{
    m_reviewedMoves = moves;
    m_reviewSummary = summary;
}

SavedGame GameDocument::savedGame() const
{
    SavedGame saved(m_session->record(), m_resultRecorded);
    const std::size_t reviewed = m_reviewedMoves.size();
    if (reviewed > 0 && reviewed <= saved.moves.size()
        && std::equal(m_reviewedMoves.begin(), m_reviewedMoves.end(), saved.moves.begin())) {
        saved.reviewedMoves = int(reviewed);
        saved.reviewSummary = m_reviewSummary;
    }
    return saved;
}

bool GameDocument::saveGame(const QString &path, QString *error)
{
    QString problem;
    if (!DataFile::write(path, savedGame().toJson(), &problem)) {
        emit statusMessage(problem, 0);
        if (error)
            *error = problem;
        return false;
    }
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_session->setClean(true);
    m_recent.add(m_filePath);
    updateRecentFilesMenu();
    emit fileChanged();
    emit statusMessage(tr("Game saved in %1.").arg(QDir::toNativeSeparators(m_filePath)), 5000);
    return true;
}

bool GameDocument::openGame(const QString &path, QString *error)
{
    QString problem;
    std::optional<SavedGame> saved;
    if (const std::optional<QByteArray> data = DataFile::read(path, &problem))
        saved = SavedGame::fromJson(*data, m_games, &problem);
    if (!saved || !showSavedGame(*saved, QFileInfo(path).absoluteFilePath(), &problem)) {
        emit statusMessage(tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), problem), 0);
        if (error)
            *error = problem;
        return false;
    }
    m_recent.add(m_filePath);
    updateRecentFilesMenu();
    emit statusMessage(tr("Opened %1.").arg(QDir::toNativeSeparators(m_filePath)), 5000);
    return true;
}

bool GameDocument::showSavedGame(const SavedGame &saved, const QString &path, QString *error)
{
    m_ai->cancel();
    m_ai->setPaused(false);
    emit gameOptionsComing(saved.options);
    if (!m_session->restore(saved, error)) {
        emit gameOptionsComing(m_session->options());
        return false;
    }
    // After the session's gameStarted, which forgot the previous game's file.
    m_filePath = path;
    m_resultRecorded = saved.resultRecorded;
    m_reviewedMoves.assign(saved.moves.begin(), saved.moves.begin() + saved.reviewedMoves);
    m_reviewSummary = saved.reviewSummary;
    emit fileChanged();
    return true;
}

bool GameDocument::maybeSaveChanges()
{
    if (!hasUnsavedMoves())
        return true;
    const QString details = m_filePath.isEmpty()
        ? tr("Its moves are not saved in a file yet.")
        : tr("\"%1\" does not hold its latest moves yet.").arg(QFileInfo(m_filePath).fileName());
    const auto answer =
        Question::ask(m_window, tr("Save the current game first?"), details,
                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) {
        if (m_filePath.isEmpty())
            return saveAs();
        QString error;
        if (saveGame(m_filePath, &error))
            return true;
        Question::warn(m_window, tr("The game could not be saved."), error);
        return false;
    }
    return answer == QMessageBox::Discard;
}

void GameDocument::open()
{
    if (!maybeSaveChanges())
        return;
    const QString folder = m_filePath.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)
                                                : QFileInfo(m_filePath).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Open a Saved Game"), folder, fileFilter());
    if (path.isEmpty())
        return;
    QString error;
    if (!openGame(path, &error))
        Question::warn(m_window, tr("Cannot open the saved game %1.").arg(QFileInfo(path).fileName()), error);
}

void GameDocument::openRecent(const QString &path)
{
    if (!maybeSaveChanges())
        return;
    QString error;
    if (openGame(path, &error))
        return;
    if (!QFileInfo::exists(path)) {
        m_recent.remove(path);
        updateRecentFilesMenu();
    }
    Question::warn(m_window, tr("Cannot open the saved game %1.").arg(QFileInfo(path).fileName()), error);
}

void GameDocument::save()
{
    if (m_filePath.isEmpty()) {
        saveAs();
        return;
    }
    QString error;
    if (!saveGame(m_filePath, &error))
        Question::warn(m_window, tr("The game could not be saved."), error);
}

bool GameDocument::saveAs()
{
    // A name that says what and when: connect4-2024-05-01.quatre
    const std::string_view game = m_session->options().rules->id();
    const QString suggested = m_filePath.isEmpty()
        ? QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
              .filePath(QStringLiteral("%1-%2.quatre")
                            .arg(QString::fromLatin1(game.data(), qsizetype(game.size())),
                                 QDate::currentDate().toString(Qt::ISODate)))
        : m_filePath;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save the Game"), suggested, fileFilter());
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".quatre");
    QString error;
    if (saveGame(path, &error))
        return true;
    Question::warn(m_window, tr("The game could not be saved."), error);
    return false;
}

void GameDocument::setRecentFilesMenu(QMenu *menu, QAction *clearAction)
{
    m_recentMenu = menu;
    m_clearRecentAction = clearAction;
    updateRecentFilesMenu();
}

void GameDocument::clearRecentFiles()
{
    m_recent.clear();
    updateRecentFilesMenu();
}

void GameDocument::updateRecentFilesMenu()
{
    const QStringList missing = m_recent.removeMissing();
    if (!missing.isEmpty())
        emit statusMessage(
            tr("%n file(s) of the recent list no longer exist and were removed from it.", nullptr, int(missing.size())),
            8000);
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = m_recent.files();
    for (int i = 0; i < files.size(); ++i) {
        const QString &file = files[i];
        QAction *entry = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()),
                                                 this, [this, file] { openRecent(file); });
        entry->setObjectName(QStringLiteral("actionRecent%1").arg(i + 1));
        entry->setData(file);
        entry->setStatusTip(QDir::toNativeSeparators(file));
        entry->setToolTip(QDir::toNativeSeparators(file));
    }
    m_recentMenu->addSeparator();
    m_recentMenu->addAction(m_clearRecentAction);
    m_recentMenu->menuAction()->setEnabled(!files.isEmpty());
}

void GameDocument::copyPosition()
{
    const QString moves = m_session->movesText();
    if (moves.isEmpty()) {
        emit statusMessage(tr("No moves to copy yet."), 4000);
        return;
    }
    QGuiApplication::clipboard()->setText(moves);
    emit statusMessage(tr("Copied the moves: %1").arg(moves), 5000);
}

bool GameDocument::pastePosition(QString *error)
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    QString problem;
    bool ok = false;
    if (text.isEmpty()) {
        problem = tr("The clipboard holds no text.");
    } else if (text.startsWith(QLatin1Char('{'))) {
        // A whole saved game, as a file holds it.
        const std::optional<SavedGame> saved = SavedGame::fromJson(text.toUtf8(), m_games, &problem);
        ok = saved && showSavedGame(*saved, QString(), &problem);
    } else if (text.size() > kMaxPastedPosition) {
        problem = tr("The clipboard text is too long to be a position.");
    } else {
        // On success the new position stops any search of the old one.
        ok = m_session->loadMoves(text, &problem);
        if (ok)
            m_ai->setPaused(false);
    }
    if (!ok) {
        emit statusMessage(problem, 0);
        if (error)
            *error = problem;
        return false;
    }
    emit statusMessage(tr("Pasted a game of %n move(s).", nullptr, m_session->game().plyCount()), 5000);
    return true;
}

void GameDocument::paste()
{
    if (!maybeSaveChanges())
        return;
    QString error;
    if (!pastePosition(&error))
        Question::warn(m_window, tr("The clipboard does not hold a game."), error);
}

bool GameDocument::offerToContinue()
{
    std::vector<std::unique_ptr<AutosaveSlot>> left = m_autosave.claimLeftGames();
    for (std::size_t i = 0; i < left.size(); ++i) {
        AutosaveSlot &slot = *left[i];
        QString error;
        const std::optional<SavedGame> saved = slot.read(m_games, &error);
        if (!saved) {
            keepUnreadableAutosave(slot, error);
            continue;
        }
        const GameEntry *game = m_games.find(saved->options);
        QString details = tr("A game of %1 was left unfinished after %n move(s).", nullptr, int(saved->moves.size()))
                              .arg(game->text->name());
        if (const int others = int(left.size() - i - 1); others > 0)
            details += QLatin1Char(' ')
                + tr("%n more unfinished game(s) wait: No offers the next one, Yes keeps them for the next start.",
                     nullptr, others);
        const auto answer = Question::ask(m_window, tr("Continue the last game?"), details,
                                          QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::No) {
            slot.discard();
            continue;
        }
        // Neither: the program is ending (a signal) with the question open.
        // Nothing was answered, so nothing is forgotten.
        if (answer != QMessageBox::Yes)
            return false;
        const QString group = slot.settingsGroup();
        QString file = m_store ? m_store->value(group + kAutosaveFile).toString() : QString();
        if (!file.isEmpty() && !QFileInfo::exists(file))
            file.clear(); // its file has gone: the game goes on without one
        // Until its slot is this run's, the game coming to the board must
        // not be written to the slot this run had (it would be offered twice).
        m_autosaveHeld = true;
        const bool shown = showSavedGame(*saved, file, &error);
        m_autosaveHeld = false;
        if (!shown) {
            keepUnreadableAutosave(slot, error);
            continue;
        }
        if (!file.isEmpty() && m_store && m_store->value(group + kAutosaveModified).toBool())
            m_session->setClean(false);
        // The game goes on in the slot it came from; the others stay for the next start.
        m_autosaveWriter.settle(m_autosave.path());
        m_autosave.adopt(std::move(left[i]));
        writeAutosave();
        emit fileChanged();
        return true;
    }
    return false;
}

void GameDocument::noteNotRestored(const QString &error)
{
    emit notice([error] { return tr("The last game could not be restored: %1").arg(error); });
}

void GameDocument::keepUnreadableAutosave(const AutosaveSlot &slot, const QString &error)
{
    // Never deleted: a file of a newer version of Quatre, or one this user
    // may not read today, still holds a game someone may want. One that
    // cannot be moved stays where it is, and no run replaces it: each
    // writes only its own slot.
    QString moveError;
    const QString kept = slot.keepAside(&moveError);
    if (kept.isEmpty()) {
        const QString problem = error + QLatin1Char(' ') + moveError;
        qWarning("%s", qPrintable(problem));
        noteNotRestored(problem);
        return;
    }
    const QString where = QDir::toNativeSeparators(kept);
    const auto text = [error, where] {
        return tr("The last game could not be restored: %1 The file is kept as %2.").arg(error, where);
    };
    qWarning("%s", qPrintable(text()));
    emit notice(text);
}

void GameDocument::setAutosaveEnabled(bool enabled)
{
    m_autosaveEnabled = enabled;
    if (!enabled) {
        m_autosaveWriter.settle(m_autosave.path());
        m_autosave.discard();
    }
}

bool GameDocument::hasGameToKeep() const
{
    return !m_session->isOver() && m_session->game().plyCount() > 0;
}

bool GameDocument::keepBeforeClosing(bool mayAsk, const QString &saveAsLabel)
{
    QString error;
    if (writeAutosave(&error) || !mayAsk || !hasUnsavedMoves())
        return true;
    const auto answer =
        Question::ask(m_window, tr("The unfinished game could not be kept for the next start."),
                      tr("%1\n\nSave it in a file of your choice, or quit anyway and lose its moves?").arg(error),
                      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save,
                      {{QMessageBox::Save, saveAsLabel}, {QMessageBox::Discard, tr("&Quit Anyway")}});
    if (answer == QMessageBox::Save)
        return saveAs();
    return answer == QMessageBox::Discard;
}

bool GameDocument::writeAutosave(QString *error)
{
    if (!m_autosaveEnabled || m_autosaveHeld || m_autosave.path().isEmpty())
        return true;
    // What the writer's thread still has to do is older than this.
    m_autosaveWriter.settle(m_autosave.path());
    if (!hasGameToKeep()) {
        // No game in progress: nothing to offer at the next start.
        m_autosave.discard();
        return true;
    }
    QString problem;
    if (!m_autosave.write(savedGame(), &problem)) {
        qWarning("%s", qPrintable(problem));
        if (error)
            *error = problem;
        return false;
    }
    noteAutosaveSource();
    return true;
}

void GameDocument::autosaveInBackground()
{
    if (!m_autosaveEnabled || m_autosaveHeld || m_autosave.path().isEmpty())
        return;
    if (!hasGameToKeep()) {
        m_autosaveWriter.remove(m_autosave.path());
        return;
    }
    m_autosaveWriter.write(m_autosave.path(), savedGame().toJson());
    noteAutosaveSource();
}

void GameDocument::noteAutosaveSource()
{
    if (!m_store)
        return;
    const QString group = m_autosave.settingsGroup();
    const QString file = group + kAutosaveFile;
    if (m_store->value(file).toString() != m_filePath)
        m_store->setValue(file, m_filePath);
    const bool modified = !m_filePath.isEmpty() && !m_session->isClean();
    if (m_store->value(group + kAutosaveModified).toBool() != modified)
        m_store->setValue(group + kAutosaveModified, modified);
}

} // namespace quatre::ui
