// Runs AI searches on its own thread. It never touches the GUI's game: every
// request brings its own copy of the position.
#pragma once

#include "ui/ai/airequest.h"

#include <QObject>

#include <memory>
#include <vector>

namespace quatre::ui {

class AiWorker : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    // Blocks this worker's thread until the search ends or is cancelled.
    void search(const quatre::ui::AiRequest &request);

signals:
    void progressed(quint64 generation, quatre::SearchProgress progress);
    void decided(quint64 generation, quatre::AiDecision decision);
    // The level cannot play this game (yet).
    void failed(quint64 generation);

private:
    // The AI for `request`: a kept one, or a new one (kept if its level has a
    // table), or null if the level cannot play the game.
    Ai *aiFor(const AiRequest &request, std::unique_ptr<Ai> &unkept);

    // The levels with a table (Expert, Perfect) are kept from one request
    // to the next while they are asked for the same game options and level
    // (the seed aside: it only breaks ties). Their tables' results still hold
    // for the positions that follow, as in a match on the command line, and
    // no move has to wait for new memory: zeroing a fresh table's pages
    // normally takes a few milliseconds, but on the project's virtual
    // machine it now and then took 50 ms, with the window's thread slowed
    // down just as much meanwhile (ui/benchmark/README.md). Two are kept,
    // the latest used first: the two seats of a game, or a seat and the hint.
    // The other levels are made afresh for each request, so their answers
    // replay.
    struct KeptAi {
        GameOptions options;
        std::unique_ptr<Ai> ai; // its level: ai->config()
    };
    static constexpr std::size_t kKeptAis = 2;
    std::vector<KeptAi> m_kept;
};

} // namespace quatre::ui
