// SIGTERM, SIGINT and SIGHUP (a kill, Ctrl+C in a terminal, a terminal
// closed, the end of a session) delivered into the event loop, where the
// window can close as Quit does and keep the game.
#pragma once

#include <QObject>

class QSocketNotifier;

namespace quatre::ui {

class TerminationSignals : public QObject {
    Q_OBJECT

public:
    // Installs the handlers for as long as this object lives (one at a
    // time); until then, and after, those signals end the program at once.
    explicit TerminationSignals(QObject *parent = nullptr);
    ~TerminationSignals() override;

signals:
    // In the thread of the event loop, once per signal.
    void received(int signalNumber);

private:
    void readSignal();

    QSocketNotifier *m_notifier = nullptr;
};

} // namespace quatre::ui
