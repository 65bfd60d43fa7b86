// The part of a BookMaker that is the same for every game, over a small
// traits object that knows the game's book, solver and board:
//
//     struct Traits {
//         using Game = ...; using Book = ...; using Solver = ...;
//         Game newGame() const;                       // the empty board
//         Book newBook(int plies) const;
//         std::unique_ptr<Solver> newSolver(int tableBits) const;
//         static auto canonicalKey(const Game &game); // one key per class of symmetric images
//         int winScore(const Game &game) const;       // a win with the side to move's next move
//         bool fits(const Book &book) const;          // made for this board and rule
//         static std::variant<Book, std::string> read(std::string_view bytes);
//         static std::string write(const Book &book);
//     };
#pragma once

#include "core/solver/bookmaker.h"
#include "core/solver/completebook.h"
#include "core/solver/perfectlines.h"

#include <cassert>
#include <memory>
#include <utility>

namespace quatre {

template <class Traits>
class BookMakerFor : public BookMaker {
public:
    using G = typename Traits::Game;

    BookMakerFor(Traits traits, int tableBits)
        : m_traits(std::move(traits))
        , m_book(m_traits.newBook(0))
        , m_tableBits(tableBits)
    {}

    std::unique_ptr<Game> newGame() const override { return std::make_unique<G>(m_traits.newGame()); }

    void startBook(int plies) override { m_book = m_traits.newBook(plies); }
    ReadResult readBook(std::string_view bytes) override
    {
        auto read = Traits::read(bytes);
        if (auto *problem = std::get_if<std::string>(&read))
            return NotABook{*problem};
        if (!m_traits.fits(std::get<typename Traits::Book>(read)))
            return OtherBoard{};
        m_book = std::get<typename Traits::Book>(std::move(read));
        return {};
    }
    std::string bookBytes() const override { return Traits::write(m_book); }
    std::size_t bookSize() const override { return m_book.size(); }
    int bookPlies() const override { return m_book.maxPlies(); }
    std::optional<Choice> find(const Game &game) const override
    {
        const auto choice = m_book.find(cast(game));
        if (!choice)
            return std::nullopt;
        return Choice{choice->move, choice->score};
    }
    void insert(const Game &game, Choice choice) override { m_book.insert(cast(game), {choice.move, choice.score}); }

    Choice bestMove(const Game &game) override
    {
        const auto choice = solver().bestMove(cast(game));
        assert(choice);
        return {choice->move, choice->score};
    }
    Choice bestMoveOfScore(const Game &game, int) override { return bestMove(game); }
    void setThreads(int threads) override
    {
        m_threads = threads;
        if (m_solver)
            applyThreads();
    }
    int solve(const Game &game) override { return *solver().solve(cast(game)); }
    int winScore(const Game &game) const override { return m_traits.winScore(cast(game)); }

    bool walkPerfectLines(int seat, int plies, const Chooser &choose) const override
    {
        return walkPerfectLinesOf(m_traits.newGame(), seat, plies, Traits::canonicalKey,
                                  [&](const G &game) { return choose(game); });
    }

    // Every position of the first plies (completebook.h).
    int completePlies() const override { return m_book.completePlies(); }
    void visitEveryPosition(int plies, const std::function<void(const Game &, bool)> &visit) const override
    {
        const auto levels = everyPositionByPly(m_traits.newGame(), plies, Traits::canonicalKey);
        for (std::size_t ply = 0; ply < levels.size(); ++ply)
            for (const G &game : levels[ply])
                visit(game, ply + 1 == levels.size());
    }
    std::optional<bool> agreesWithChildren(const Game &game, Choice choice) const override
    {
        return agreesWithChildrenOf(m_book, cast(game), SolverChoice{choice.move, choice.score},
                                    m_traits.winScore(cast(game)));
    }
    void completeBook(int plies, const DeepestChooser &choose, int part, int parts) override
    {
        completeBookOf<typename Traits::Book, G, SolverChoice>(
            m_book, m_traits.newGame(), plies, Traits::canonicalKey,
            [this](const G &game) { return m_traits.winScore(game); },
            [&](const G &game, std::optional<int> knownScore) -> std::optional<SolverChoice> {
                const Choice choice = choose(game, knownScore);
                return SolverChoice{choice.move, choice.score};
            },
            part, parts);
    }

protected:
    using SolverChoice = typename Traits::Solver::Choice;
    static const G &cast(const Game &game) { return static_cast<const G &>(game); }
    // Made on first use: a large table costs time and memory that a command
    // refused for a bad argument should not spend.
    typename Traits::Solver &solver()
    {
        if (!m_solver) {
            m_solver = m_traits.newSolver(m_tableBits);
            applyThreads();
        }
        return *m_solver;
    }
    void applyThreads()
    {
        if constexpr (requires(typename Traits::Solver & solver) { solver.setThreads(1); })
            m_solver->setThreads(m_threads);
    }

    Traits m_traits;
    typename Traits::Book m_book;
    int m_tableBits;
    int m_threads = 1;
    std::unique_ptr<typename Traits::Solver> m_solver;
};

} // namespace quatre
