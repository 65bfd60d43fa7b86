// Runs AI searches on its own thread. It never touches the GUI's game: every
// request brings its own copy of the position.
#pragma once

#include "ui/ai/airequest.h"

#include <QObject>

#include <memory>

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
    // The Perfect level is kept from one request to the next while it is
    // asked for the same game with the same budget: its solver's table holds
    // exact results, true for every later position, so the next move starts
    // from them, and a large table (32 MiB on
    // 10 x 10) is not allocated and cleared again for every move. The other
    // levels are made afresh for each request, which keeps their play
    // reproducible.
    std::unique_ptr<Ai> m_perfect;
    const GameRules *m_perfectGame = nullptr;
};

} // namespace quatre::ui
