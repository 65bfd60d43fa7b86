// A game as it is kept in a file: the game and its options, the two seats,
// who began, and every move. The format is JSON, versioned and meant to be
// read by people (README.md, "Saved games", describes it); the moves are
// written in each game's own notation.
//
// fromJson() is the one door through which a file's contents come in, and it
// trusts nothing: it needs only QtCore, so a fuzzer can call it directly.
#pragma once

#include "ui/session/gamerecord.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace quatre::ui {

class GameRegistry;

struct SavedGame : GameRecord {
    Q_DECLARE_TR_FUNCTIONS(SavedGame)

public:
    // The "format" entry, telling a saved game from any other JSON file.
    static constexpr char kFormatName[] = "quatre-saved-game";
    // Version 1 is the first; a reader refuses versions newer than its own.
    static constexpr int kFormatVersion = 1;

    SavedGame() = default;
    explicit SavedGame(const GameRecord &record, bool resultRecorded = false)
        : GameRecord(record)
        , resultRecorded(resultRecorded)
    {}

    bool resultRecorded = false; // the game's result is already in the statistics

    // The game review's summary, a line per player in the words of the
    // language it was made in ("Red: 1 mistake; accuracy 87%"), and how many
    // of the first moves it judged; none (0 and empty) when the game was not
    // reviewed. It is for people reading the file: no reader depends on it,
    // so a malformed one is dropped and the game still opens.
    int reviewedMoves = 0;
    QStringList reviewSummary;
    static constexpr int kMaxSummaryLength = 200;

    // Precondition: `moves` then `redo` are legal from the start of the game.
    QByteArray toJson() const;

    // The saved game `data` describes, or nullopt and a translated `error`
    // saying what is wrong (not JSON, cut short, from a newer version, an
    // unknown game, an option or a level out of range, an illegal move and its
    // number...). Every move is replayed, so a returned game is playable.
    // `games` are the games the file may hold.
    static std::optional<SavedGame> fromJson(const QByteArray &data, const GameRegistry &games,
                                             QString *error = nullptr);

    friend bool operator==(const SavedGame &, const SavedGame &) = default;
};

} // namespace quatre::ui
