#include "responder.h"

#include "protocolanswers.h"
#include "responderconfig.h"

#include <algorithm>
#include <arpa/inet.h>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <memory>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <set>
#include <string>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

namespace responder {

namespace {

int listenSocket(int type, int port, std::string *error)
{
    const int fd = ::socket(AF_INET, type | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        *error = std::string("socket: ") + std::strerror(errno);
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(uint16_t(port));
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) != 0) {
        *error = "bind 127.0.0.1:" + std::to_string(port) + (type == SOCK_DGRAM ? "/udp: " : "/tcp: ") + std::strerror(errno);
        ::close(fd);
        return -1;
    }
    if (type == SOCK_DGRAM) {
        const int size = 4 << 20;
        ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, sizeof size);
        ::setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, sizeof size);
    } else if (::listen(fd, 1024) != 0) {
        *error = "listen 127.0.0.1:" + std::to_string(port) + ": " + std::strerror(errno);
        ::close(fd);
        return -1;
    }
    return fd;
}

/// What an epoll event belongs to.
struct Handle
{
    enum Kind { Listener, Udp, Client, Signals } kind;
    int fd = -1;
    int port = 0;
    std::string in, out;
};

class Responder
{
public:
    explicit Responder(const char *configPath) : m_configPath(configPath) {}

    int run()
    {
        std::string error;
        if (!readConfig(m_configPath, &m_config, &error))
            return fail(error);
        m_epoll = ::epoll_create1(EPOLL_CLOEXEC);
        sigset_t mask;
        sigemptyset(&mask);
        sigaddset(&mask, SIGTERM);
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGHUP);
        ::sigprocmask(SIG_BLOCK, &mask, nullptr);
        std::signal(SIGPIPE, SIG_IGN);
        const int sfd = ::signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
        add(new Handle{Handle::Signals, sfd, 0, {}, {}});
        for (int port : m_config.ports)
            if (!openPort(port, &error))
                return fail(error);
        std::vector<epoll_event> events(256);
        for (;;) {
            const int n = ::epoll_wait(m_epoll, events.data(), int(events.size()), -1);
            if (n < 0 && errno == EINTR)
                continue;
            for (int i = 0; i < n; ++i) {
                Handle *h = static_cast<Handle *>(events[size_t(i)].data.ptr);
                if (m_closed.count(h))
                    continue;
                switch (h->kind) {
                case Handle::Signals:
                    if (!onSignal(h))
                        return 0;
                    break;
                case Handle::Listener: onAccept(h); break;
                case Handle::Udp: onDatagrams(h); break;
                case Handle::Client: onClient(h, events[size_t(i)].events); break;
                }
            }
            for (Handle *h : m_closed)
                delete h;
            m_closed.clear();
        }
    }

private:
    static int fail(const std::string &message)
    {
        std::fprintf(stderr, "ringlab-responder: %s\n", message.c_str());
        return 1;
    }

    void add(Handle *h, uint32_t events = EPOLLIN)
    {
        epoll_event e{};
        e.events = events;
        e.data.ptr = h;
        ::epoll_ctl(m_epoll, EPOLL_CTL_ADD, h->fd, &e);
    }

    void close(Handle *h)
    {
        ::epoll_ctl(m_epoll, EPOLL_CTL_DEL, h->fd, nullptr);
        ::close(h->fd);
        m_closed.insert(h);
    }

    bool openPort(int port, std::string *error)
    {
        const int tcp = listenSocket(SOCK_STREAM, port, error);
        if (tcp < 0)
            return false;
        auto *listener = new Handle{Handle::Listener, tcp, port, {}, {}};
        add(listener);
        m_ports[port].push_back(listener);
        if (m_config.protocol->datagram) {
            const int udp = listenSocket(SOCK_DGRAM, port, error);
            if (udp < 0)
                return false;
            auto *h = new Handle{Handle::Udp, udp, port, {}, {}};
            add(h);
            m_ports[port].push_back(h);
        }
        return true;
    }

    bool onSignal(Handle *h)
    {
        signalfd_siginfo info{};
        bool keepRunning = true;
        while (::read(h->fd, &info, sizeof info) == ssize_t(sizeof info)) {
            if (info.ssi_signo != SIGHUP) {
                keepRunning = false;
                continue;
            }
            Config next;
            std::string error;
            if (!readConfig(m_configPath, &next, &error)) {
                std::fprintf(stderr, "ringlab-responder: reload: %s\n", error.c_str());
                continue;
            }
            // Ports no longer listed stop listening (their open connections are closed too).
            for (auto it = m_ports.begin(); it != m_ports.end();) {
                if (next.ports.count(it->first)) {
                    ++it;
                    continue;
                }
                for (Handle *p : it->second)
                    close(p);
                std::vector<Handle *> gone;
                for (auto &[fd, client] : m_clients)
                    if (client->port == it->first)
                        gone.push_back(client);
                for (Handle *client : gone)
                    dropClient(client);
                it = m_ports.erase(it);
            }
        }
        return keepRunning;
    }

    void onAccept(Handle *listener)
    {
        for (;;) {
            const int fd = ::accept4(listener->fd, nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
            if (fd < 0)
                return;
            if (m_config.protocol->datagram) { // readiness probes only
                ::close(fd);
                continue;
            }
            const int one = 1;
            ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
            auto *client = new Handle{Handle::Client, fd, listener->port, {}, {}};
            m_clients[fd] = client;
            add(client);
        }
    }

    void onClient(Handle *c, uint32_t events)
    {
        if (events & (EPOLLERR | EPOLLHUP)) {
            dropClient(c);
            return;
        }
        if (events & EPOLLOUT) {
            if (!flush(c))
                return;
        }
        if (!(events & EPOLLIN))
            return;
        char buffer[65536];
        for (;;) {
            const ssize_t n = ::read(c->fd, buffer, sizeof buffer);
            if (n > 0) {
                c->in.append(buffer, size_t(n));
                continue;
            }
            if (n == 0) {
                answer(c);
                flush(c);
                dropClient(c);
                return;
            }
            if (errno == EAGAIN || errno == EWOULDBLOCK)
                break;
            dropClient(c);
            return;
        }
        if (!answer(c)) {
            flush(c);
            dropClient(c);
            return;
        }
        flush(c);
    }

    void dropClient(Handle *c)
    {
        if (m_closed.count(c))
            return;
        m_clients.erase(c->fd);
        close(c);
    }

    /// Writes what is queued; false when the client is gone.
    bool flush(Handle *c)
    {
        while (!c->out.empty()) {
            const ssize_t n = ::write(c->fd, c->out.data(), c->out.size());
            if (n > 0) {
                c->out.erase(0, size_t(n));
                continue;
            }
            if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
                epoll_event e{};
                e.events = EPOLLIN | EPOLLOUT;
                e.data.ptr = c;
                ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c->fd, &e);
                return true;
            }
            dropClient(c);
            return false;
        }
        epoll_event e{};
        e.events = EPOLLIN;
        e.data.ptr = c;
        ::epoll_ctl(m_epoll, EPOLL_CTL_MOD, c->fd, &e);
        return true;
    }
    bool answer(Handle *c)
    {
        return m_config.protocol->stream(c->port, c->in, c->out);
    }

    void onDatagrams(Handle *h)
    {
        constexpr int kBatch = 64;
        static unsigned char in[kBatch][512];
        static unsigned char out[kBatch][600];
        static sockaddr_in peers[kBatch];
        mmsghdr messages[kBatch];
        iovec vectors[kBatch];
        for (;;) {
            for (int i = 0; i < kBatch; ++i) {
                vectors[i] = {in[i], sizeof in[i]};
                messages[i] = {};
                messages[i].msg_hdr.msg_iov = &vectors[i];
                messages[i].msg_hdr.msg_iovlen = 1;
                messages[i].msg_hdr.msg_name = &peers[i];
                messages[i].msg_hdr.msg_namelen = sizeof peers[i];
            }
            const int n = ::recvmmsg(h->fd, messages, kBatch, MSG_DONTWAIT, nullptr);
            if (n <= 0)
                return;
            mmsghdr replies[kBatch];
            iovec replyVectors[kBatch];
            int count = 0;
            for (int i = 0; i < n; ++i) {
                const size_t length = m_config.protocol->datagram(in[i], messages[i].msg_len, out[count], h->port);
                if (length == 0)
                    continue;
                replyVectors[count] = {out[count], length};
                replies[count] = {};
                replies[count].msg_hdr.msg_iov = &replyVectors[count];
                replies[count].msg_hdr.msg_iovlen = 1;
                replies[count].msg_hdr.msg_name = &peers[i];
                replies[count].msg_hdr.msg_namelen = messages[i].msg_hdr.msg_namelen;
                ++count;
            }
            for (int sent = 0; sent < count;) {
                const int m = ::sendmmsg(h->fd, replies + sent, unsigned(count - sent), 0);
                if (m <= 0)
                    break;
                sent += m;
            }
        }
    }


    const char *m_configPath;
    Config m_config;
    int m_epoll = -1;
    std::map<int, std::vector<Handle *>> m_ports;
    std::map<int, Handle *> m_clients;
    std::set<Handle *> m_closed;
};

} // namespace

int run(const char *configPath)
{
    return Responder(configPath).run();
}

} // namespace responder
