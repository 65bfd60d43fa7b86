#include "core/games/fourmation/fourmationbookmaker.h"

#include "core/solver/bookmakerfor.h"
#include "core/games/fourmation/fourmationbook.h"
#include "core/games/fourmation/fourmationevaluation.h" // the order among equal moves (exactchoice.h)

namespace quatre {

namespace {

struct FourMationBooks {
    using Game = FourMation;
    using Book = FourMationBook;
    using Solver = FourMationSolver;
    int size;
    bool officialRule;

    Game newGame() const { return FourMation(size, officialRule); }
    Book newBook(int plies) const { return Book(size, officialRule, plies); }
    std::unique_ptr<Solver> newSolver(int tableBits) const
    {
        return std::make_unique<Solver>(size, officialRule, tableBits);
    }
    static auto canonicalKey(const Game &game) { return FourMationBook::canonicalKey(game); }
    int winScore(const Game &game) const { return FourMationSolver::winScore(size, game.plyCount() + 1); }
    bool fits(const Book &book) const { return book.boardSize() == size && book.officialRule() == officialRule; }
    static std::variant<Book, std::string> read(std::string_view bytes) { return Book::fromText(bytes); }
    static std::string write(const Book &book) { return book.toText(); }
};

class FourMationBookMaker final : public BookMakerFor<FourMationBooks> {
public:
    using BookMakerFor::BookMakerFor;

    bool keepsSeatsApart() const override { return true; }
    int seatPlies(int seat) const override { return m_book.maxPlies(seat); }
    void setSeatPlies(int seat, int plies) override { m_book.setMaxPlies(seat, plies); }
};

} // namespace

std::unique_ptr<BookMaker> makeFourMationBookMaker(int size, bool officialRule, int tableBits)
{
    return std::make_unique<FourMationBookMaker>(FourMationBooks{size, officialRule}, tableBits);
}

} // namespace quatre
