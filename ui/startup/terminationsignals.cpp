#include "ui/startup/terminationsignals.h"

#include <QSocketNotifier>

#include <array>
#include <csignal>

#include <sys/socket.h>
#include <unistd.h>

namespace quatre::ui {

namespace {

// A signal handler may do almost nothing safely: it writes the signal's
// number into one end of a socket pair, and a QSocketNotifier on the other
// end wakes the event loop (the "self-pipe" pattern).
std::array<int, 2> g_pair{-1, -1};

constexpr std::array<int, 3> kSignals{SIGTERM, SIGINT, SIGHUP};

void onSignal(int signalNumber)
{
    const unsigned char byte = static_cast<unsigned char>(signalNumber);
    // A full pipe means an earlier signal is still waiting: that one closes.
    [[maybe_unused]] const ssize_t written = ::write(g_pair[0], &byte, 1);
}

void setHandler(void (*handler)(int))
{
    struct sigaction action = {};
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int signalNumber : kSignals)
        sigaction(signalNumber, &action, nullptr);
}

} // namespace

TerminationSignals::TerminationSignals(QObject *parent)
    : QObject(parent)
{
    if (g_pair[0] != -1 || ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, g_pair.data()) != 0) {
        qWarning("Cannot catch termination signals: a kill will not keep the game.");
        return;
    }
    m_notifier = new QSocketNotifier(g_pair[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &TerminationSignals::readSignal);
    setHandler(onSignal);
}

TerminationSignals::~TerminationSignals()
{
    if (!m_notifier)
        return;
    setHandler(SIG_DFL);
    ::close(g_pair[0]);
    ::close(g_pair[1]);
    g_pair = {-1, -1};
}

void TerminationSignals::readSignal()
{
    unsigned char byte = 0;
    if (::read(g_pair[1], &byte, 1) == 1)
        emit received(byte);
}

} // namespace quatre::ui
