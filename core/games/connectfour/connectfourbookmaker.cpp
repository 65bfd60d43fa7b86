#include "core/games/connectfour/connectfourbookmaker.h"

#include "core/solver/bookmakerfor.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfourevaluation.h" // the order among equal moves (exactchoice.h)

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
    int seatPlies(int) const override { return m_book.maxPlies(); }
    void setSeatPlies(int, int plies) override { m_book.setMaxPlies(plies); }

    Choice bestMoveOfScore(const Game &game, int score) override
    {
        const auto choice = solver().bestMoveOfScore(cast(game), score);
        return {choice->move, choice->score};
    }
};

} // namespace

std::unique_ptr<BookMaker> makeConnectFourBookMaker(int rows, int columns, int tableBits)
{
    return std::make_unique<ConnectFourBookMaker>(ConnectFourBooks{rows, columns}, tableBits);
}

} // namespace quatre
