// The results of the people's games against the AI: wins, losses and draws
// per game and per level of the AI opponent ("Connect Four against Expert").
// Games between two people and demos between two AIs are not counted: the
// statistics measure a person against the AI's levels.
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace quatre::ui {

// A finished game from the person's side.
enum class GameResult { Win, Loss, Draw };

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
        GameKind game = GameKind::ConnectFour;
        AiLevel opponent = AiLevel::Random;
        StatisticsRecord record;
        friend bool operator==(const Row &, const Row &) = default;
    };

    void record(GameKind game, AiLevel opponent, GameResult result);
    StatisticsRecord of(GameKind game, AiLevel opponent) const;
    // One row per game and opponent played, by game then by level.
    const std::vector<Row> &rows() const { return m_rows; }
    bool isEmpty() const { return m_rows.empty(); }

    QByteArray toJson() const;
    // nullopt and a translated `error` for anything but a valid statistics file.
    static std::optional<Statistics> fromJson(const QByteArray &data, QString *error = nullptr);

    friend bool operator==(const Statistics &, const Statistics &) = default;

private:
    Row &rowFor(GameKind game, AiLevel opponent);

    std::vector<Row> m_rows;
};

} // namespace quatre::ui
