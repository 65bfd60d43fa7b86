#include "core/match/match.h"

#include <cassert>
#include <random>
#include <stdexcept>

namespace quatre {

std::string GameRecord::resultText() const
{
    switch (p1Points2) {
    case 2: return "1-0";
    case 0: return "0-1";
    default: return "draw";
    }
}

double MatchSummary::p1Score() const
{
    const int total = p1Wins + p2Wins + draws;
    return total == 0 ? 0.0 : (p1Wins + 0.5 * draws) / total;
}

std::string MatchSummary::summaryLine() const
{
    return "p1 " + std::to_string(p1Wins) + " p2 " + std::to_string(p2Wins) + " draws " + std::to_string(draws);
}

MatchSummary playMatch(const MatchOptions &options, const std::function<void(const GameRecord &)> &onGame)
{
    // Each AI gets its own stream of random numbers, derived from the match seed.
    AiConfig p1 = options.first, p2 = options.second;
    p1.seed = options.seed * 2 + 1;
    p2.seed = options.seed * 2 + 2;
    const std::unique_ptr<Ai> ai1 = options.game.rules->makeAi(p1);
    const std::unique_ptr<Ai> ai2 = options.game.rules->makeAi(p2);
    assert(ai1 && ai2);
    std::mt19937_64 openingRandom(options.seed);

    MatchSummary summary;
    std::vector<Move> opening;
    for (int i = 0; i < options.games; ++i) {
        const int p1Seat = options.alternate ? i % 2 : 0;
        std::unique_ptr<Game> game = options.game.rules->newGame(options.game);
        // A new opening for every game, or for every pair when alternating.
        if (!options.alternate || i % 2 == 0) {
            opening.clear();
            for (int ply = 0; ply < options.openingPlies && !game->isOver(); ++ply) {
                const std::vector<Move> moves = game->legalMoves();
                std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
                const Move m = moves[pick(openingRandom)];
                opening.push_back(m);
                game->play(m);
            }
        } else {
            for (Move m : opening)
                game->play(m);
        }
        while (!game->isOver()) {
            Ai &ai = game->sideToMove() == p1Seat ? *ai1 : *ai2;
            SearchControl control;
            const AiDecision d = ai.chooseMove(*game, control);
            if (!game->isLegal(d.move))
                throw std::logic_error("AI " + toText(ai.config()) + " chose an illegal move in " + game->toText());
            game->play(d.move);
        }
        GameRecord record;
        record.moves = game->toText();
        record.p1Seat = p1Seat;
        record.outcome = game->outcome();
        const int winner = winnerOf(record.outcome);
        record.p1Points2 = winner < 0 ? 1 : (winner == p1Seat ? 2 : 0);
        (record.p1Points2 == 2 ? summary.p1Wins : record.p1Points2 == 0 ? summary.p2Wins : summary.draws)++;
        if (onGame)
            onGame(record);
        summary.games.push_back(std::move(record));
    }
    return summary;
}

} // namespace quatre
