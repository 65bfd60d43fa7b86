// Counts each finished game in the statistics, once: a person against an AI,
// or against a person over the network (a resignation ends that game too).
// Games of two people at one board, and demos, are not counted.
#pragma once

#include <QObject>

namespace quatre::ui {

class GameDocument;
class GameSession;
class NetworkPlay;
class StatisticsStore;

class ResultRecorder : public QObject {
    Q_OBJECT

public:
    // Listens to the session's end and the network game's resignation; the
    // document remembers whether its game was counted.
    ResultRecorder(GameSession *session, GameDocument *document, NetworkPlay *network, StatisticsStore *statistics,
                   QObject *parent = nullptr);

    // Counts the game if it has ended and counts, and was not counted yet.
    void recordIfOver();

private:
    GameSession *m_session;
    GameDocument *m_document;
    NetworkPlay *m_network;
    StatisticsStore *m_statistics;
};

} // namespace quatre::ui
