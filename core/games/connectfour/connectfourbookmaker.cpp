#include "core/games/connectfour/connectfourbookmaker.h"

#include "core/solver/bookmakerfor.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfourbookwalk.h"

namespace quatre {

namespace {

struct ConnectFourBooks {
    using Game = ConnectFour;
    using Book = ConnectFourBook;
    using Solver = ConnectFourSolver;
    int rows, columns;

    Game newGame() const { return ConnectFour(rows, columns); }
    Book newBook(int plies) const { return Book(rows, columns, plies); }
    std::unique_ptr<Solver> newSolver(int tableBits) const
    {
        return std::make_unique<Solver>(rows, columns, tableBits);
    }
    static auto canonicalKey(const Game &game) { return ConnectFourBook::canonicalKey(game); }
    int winScore(const Game &game) const { return ConnectFourSolver::winScore(rows, columns, game.plyCount() / 2 + 1); }
    bool fits(const Book &book) const { return book.rows() == rows && book.columns() == columns; }
    static std::variant<Book, std::string> read(std::string_view bytes) { return Book::fromBytes(bytes); }
    static std::string write(const Book &book) { return book.toBytes(); }
};

class ConnectFourBookMaker final : public BookMakerFor<ConnectFourBooks> {
public:
    using BookMakerFor::BookMakerFor;

    bool keepsSeatsApart() const override { return false; }
    bool canHoldEveryPosition() const override { return true; }
    int seatPlies(int) const override { return m_book.maxPlies(); }
    void setSeatPlies(int, int plies) override { m_book.setMaxPlies(plies); }
    int completePlies() const override { return m_book.completePlies(); }

    Choice bestMoveOfScore(const Game &game, int score) override
    {
        const auto choice = solver().bestMoveOfScore(cast(game), score);
        return {choice->move, choice->score};
    }

    void visitEveryPosition(int plies, const std::function<void(const Game &, bool)> &visit) const override
    {
        const auto levels = everyPositionByPly(m_traits.newGame(), plies, ConnectFourBook::canonicalKey);
        for (std::size_t ply = 0; ply < levels.size(); ++ply)
            for (const ConnectFour &game : levels[ply])
                visit(game, ply + 1 == levels.size());
    }

    std::optional<bool> agreesWithChildren(const Game &game, Choice choice) const override
    {
        return quatre::agreesWithChildren(m_book, cast(game), {choice.move, choice.score});
    }

    void completeBook(int plies, const DeepestChooser &choose, int part, int parts) override
    {
        quatre::completeBook(
            m_book, plies,
            [&](const ConnectFour &game, std::optional<int> knownScore) -> std::optional<ConnectFourSolver::Choice> {
                const Choice choice = choose(game, knownScore);
                return ConnectFourSolver::Choice{choice.move, choice.score};
            },
            part, parts);
    }
};

} // namespace

std::unique_ptr<BookMaker> makeConnectFourBookMaker(int rows, int columns, int tableBits)
{
    return std::make_unique<ConnectFourBookMaker>(ConnectFourBooks{rows, columns}, tableBits);
}

} // namespace quatre
