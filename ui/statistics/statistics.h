// The results of the people's games against the AI: wins, losses and draws
// per game and per level of the AI opponent ("Connect Four against Expert"),
// and against people over the network (one row per game, kNetworkOpponent).
// Games between two people at one screen and demos between two AIs are not
// counted: the statistics measure a person against their opponents.
#pragma once

#include "core/ai/ai.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quatre::ui {

class GameRegistry;

// A finished game from the person's side.
enum class GameResult { Win, Loss, Draw };

// The opponent of a game against a person over the network, in place of a
// level: its row comes after the game's levels.
inline constexpr AiLevel kNetworkOpponent{"network", LevelTuning::None};

struct StatisticsRecord {
    int wins = 0;
    int losses = 0;
    int draws = 0;

    int games() const { return wins + losses + draws; }
    friend bool operator==(const StatisticsRecord &, const StatisticsRecord &) = default;
};

class Statistics {
    Q_DECLARE_TR_FUNCTIONS(Statistics)

public:
    static constexpr char kFormatName[] = "quatre-statistics";
    static constexpr int kFormatVersion = 1;

    struct Row {
        std::string game; // the game's id, as GameRules::id()
        AiLevel opponent;
        StatisticsRecord record;
        friend bool operator==(const Row &, const Row &) = default;
    };

    // Of the games in `games`, which orders the rows and must outlive this.
    explicit Statistics(const GameRegistry &games)
        : m_games(&games)
    {}

    // Precondition: the game is in the registry and offers the level (or
    // the opponent is kNetworkOpponent).
    void record(std::string_view game, const AiLevel &opponent, GameResult result);
    StatisticsRecord of(std::string_view game, const AiLevel &opponent) const;
    StatisticsRecord networkRecord(std::string_view game) const { return of(game, kNetworkOpponent); }
    // One row per game and opponent played, by game then by level, in the
    // order the registry lists them.
    const std::vector<Row> &rows() const { return m_rows; }
    bool isEmpty() const { return m_rows.empty(); }

    QByteArray toJson() const;
    // nullopt and a translated `error` for anything but a valid statistics
    // file of the games in `games`.
    static std::optional<Statistics> fromJson(const QByteArray &data, const GameRegistry &games,
                                              QString *error = nullptr);

    friend bool operator==(const Statistics &a, const Statistics &b) { return a.m_rows == b.m_rows; }

private:
    Row &rowFor(std::string_view game, const AiLevel &opponent);
    // Where a row goes: the game's place in the registry, then the level's in the game's list.
    int order(std::string_view game, const AiLevel &opponent) const;

    const GameRegistry *m_games;
    std::vector<Row> m_rows;
};

} // namespace quatre::ui
