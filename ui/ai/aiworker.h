// Runs AI searches on its own thread. It never touches the GUI's game: every
// request brings its own copy of the position.
#pragma once

#include "ai/airequest.h"

#include <QObject>

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
};

} // namespace quatre::ui
